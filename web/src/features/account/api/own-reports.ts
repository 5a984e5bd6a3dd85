import { PAGE_SIZE, routes } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { i18n, loadPageMessages } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { onServerEvent } from '@/lib/socket';
import { toast } from '@/lib/toast';

/** GET /reports: the customer's content reports, newest first, with the operator's outcome and note. */
export const getOwnReports = () => api.call(routes.listOwnReports, { query: { skip: 0, limit: PAGE_SIZE } });

// Read again whenever the profile opens: an operator may have reviewed one meanwhile.
export const ownReportsQuery = queryOptions({ queryKey: ['own-reports'], queryFn: getOwnReports, staleTime: 0 });

export const useOwnReports = () => useQuery(ownReportsQuery);

/** An operator reviewed one of the customer's reports (issue 22): every open tab says so and lists it anew. */
export function useReportEvents(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    return onServerEvent('report:reviewed', () => {
      void queryClient.invalidateQueries({ queryKey: ownReportsQuery.queryKey });
      // The account texts are not part of the chat screen's first load: fetched once, when needed.
      void loadPageMessages()
        .catch(() => undefined)
        .then(() => toast.info(i18n.t('account.reports.reviewedToast')));
    });
  }, [enabled]);
}
