import { routes, type DashboardRange } from '@chat/protocol';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How often the open dashboard asks again, so its figures move while the operator watches. */
export const DASHBOARD_REFRESH_MS = 30_000;

/** GET /admin/dashboard: the figures of a range, its days in this browser's time zone (the X-Timezone header). */
export const getDashboard = (range: DashboardRange) => api.call(routes.getDashboard, { query: { range } });

export const dashboardQuery = (range: DashboardRange) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', range],
    queryFn: () => getDashboard(range),
    // The other range's figures stay on screen until the new ones come.
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    // Opening the dashboard shows the figures as they are now, not as another section left them (a refund).
    refetchOnMount: 'always',
  });

export const useDashboard = (range: DashboardRange) => useQuery(dashboardQuery(range));
