import { PAGE_SIZE, routes, type PAYMENT_STATUSES, type PaymentGatewayName } from '@chat/protocol';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PaymentsFilter {
  status?: (typeof PAYMENT_STATUSES)[number] | undefined;
  gateway?: PaymentGatewayName | undefined;
}

/** GET /admin/payments: a page of every payment, newest first, by status and gateway. */
export const getAdminPayments = (skip: number, filter: PaymentsFilter) =>
  api.call(routes.listAdminPayments, { query: { skip, limit: PAGE_SIZE, ...filter } });

/** Every page and filter of the list: a refund or a re-check refreshes them all. */
export const adminPaymentsKey = ['admin', 'payments'] as const;

export const adminPaymentsQuery = (skip: number, filter: PaymentsFilter) =>
  queryOptions({
    queryKey: [...adminPaymentsKey, filter, skip],
    queryFn: () => getAdminPayments(skip, filter),
    placeholderData: keepPreviousData,
  });

export const useAdminPayments = (skip: number, filter: PaymentsFilter) => useQuery(adminPaymentsQuery(skip, filter));

/** POST /admin/payments/:id/refund: the gateway's refund where it has one, then the payment and its subscription. */
export const refundPayment = (id: string, reason: string) =>
  api.call(routes.refundAdminPayment, { params: { id }, body: { reason } });

/** POST /admin/payments/:id/recheck: asks the gateway again about a pending payment. */
export const recheckPayment = (id: string) => api.call(routes.recheckAdminPayment, { params: { id } });
