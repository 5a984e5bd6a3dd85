import {
  adminReportResponseSchema,
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  reviewReportRequestSchema,
} from '../admin/reports.ts';
import { idParamsSchema } from '../ids.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

/** The operator console's reports (issue 22). */
export const adminReportsEndpoints = {
  listAdminReports: endpoint(routes.listAdminReports, {
    summary: 'Content reports with the reported exchange; open ones first, oldest first',
    access: 'operator',
    query: adminReportsQuerySchema,
    response: { 200: adminReportsResponseSchema },
  }),
  reviewAdminReport: endpoint(routes.reviewAdminReport, {
    summary: 'Resolve or dismiss an open report with a note the reporter reads; 409 when already reviewed',
    access: 'operator',
    params: idParamsSchema,
    body: reviewReportRequestSchema,
    response: { 200: adminReportResponseSchema },
  }),
};
