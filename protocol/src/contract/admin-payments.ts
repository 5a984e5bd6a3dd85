import {
  adminPaymentResponseSchema,
  adminPaymentsQuerySchema,
  adminPaymentsResponseSchema,
  refundPaymentRequestSchema,
} from '../admin/payments.ts';
import { idParamsSchema } from '../ids.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

/** The operator console's payments (issue 22). */
export const adminPaymentsEndpoints = {
  listAdminPayments: endpoint(routes.listAdminPayments, {
    summary: 'Every payment, newest first, by status and gateway',
    access: 'operator',
    query: adminPaymentsQuerySchema,
    response: { 200: adminPaymentsResponseSchema },
  }),
  refundAdminPayment: endpoint(routes.refundAdminPayment, {
    summary: 'Refund a succeeded payment (by the gateway where it can) and cancel the subscription it granted; 409 otherwise',
    access: 'operator',
    params: idParamsSchema,
    body: refundPaymentRequestSchema,
    response: { 200: adminPaymentResponseSchema },
  }),
  recheckAdminPayment: endpoint(routes.recheckAdminPayment, {
    summary: 'Ask the gateway again about a pending payment; a settled one is answered as it is',
    access: 'operator',
    params: idParamsSchema,
    response: { 200: adminPaymentResponseSchema },
  }),
};
