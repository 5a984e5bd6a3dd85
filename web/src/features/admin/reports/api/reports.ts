import { PAGE_SIZE, routes, type ReportOutcome, type ReportStatus } from '@chat/protocol';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ReportsFilter = ReportStatus | 'all';

/** GET /admin/reports: the queue (open, oldest first) or the reviewed ones. */
export const getAdminReports = (skip: number, status: ReportsFilter) =>
  api.call(routes.listAdminReports, { query: { skip, limit: PAGE_SIZE, status } });

/** Every page and filter of the queue: a review refreshes them all. */
export const adminReportsKey = ['admin', 'reports'] as const;

export const adminReportsQuery = (skip: number, status: ReportsFilter) =>
  queryOptions({
    queryKey: [...adminReportsKey, status, skip],
    queryFn: () => getAdminReports(skip, status),
    placeholderData: keepPreviousData,
  });

export const useAdminReports = (skip: number, status: ReportsFilter) => useQuery(adminReportsQuery(skip, status));

/** POST /admin/reports/:id/review: resolved or dismissed, with the note the reporter reads. */
export const reviewReport = (id: string, outcome: ReportOutcome, note: string) =>
  api.call(routes.reviewAdminReport, { params: { id }, body: { outcome, note } });
