import { ownReportsQuerySchema, ownReportsResponseSchema } from '../admin/reports.ts';
import * as routes from '../routes/index.ts';
import { reportRequestSchema, reportResponseSchema } from '../whatsapp.ts';
import { endpoint } from './endpoint.ts';

/** Content reports (§2). */
export const reportEndpoints = {
  reportContent: endpoint(routes.reportContent, {
    summary: 'Report one of your chats (an assistant answer) with a description of the problem',
    access: 'customer',
    body: reportRequestSchema,
    response: { 201: reportResponseSchema },
  }),
  listOwnReports: endpoint(routes.listOwnReports, {
    summary: 'Your reports, newest first, with their outcome and the operator’s note',
    access: 'customer',
    query: ownReportsQuerySchema,
    response: { 200: ownReportsResponseSchema },
  }),
};
