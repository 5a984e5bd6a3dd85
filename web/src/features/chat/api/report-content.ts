import { routes, type ReportRequest } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** POST /api/reports (§2 report content): a description of what is wrong with one answer. */
export const reportContent = (report: ReportRequest) => api.call(routes.reportContent, { body: report });
