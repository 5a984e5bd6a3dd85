import { dashboardQuerySchema, dashboardResponseSchema } from '../admin/dashboard.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

/** The operator console's dashboard (issue 22). */
export const adminDashboardEndpoints = {
  getDashboard: endpoint(routes.getDashboard, {
    summary:
      'Messages, active customers, sign-ups, tokens by model, paying customers by plan and revenue, for today, 7 or 30 days (days in the X-Timezone zone)',
    access: 'operator',
    query: dashboardQuerySchema,
    response: { 200: dashboardResponseSchema },
  }),
};
