import { PAGE_SIZE, routes, type GrantSubscriptionBody } from '@chat/protocol';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** GET /admin/customers: a page of customers matching the search (id, e-mail, phone or name); the newest with none. */
export const searchCustomers = (q: string, skip: number) =>
  api.call(routes.searchCustomers, { query: { q, skip, limit: PAGE_SIZE } });

export const customerSearchQuery = (q: string, skip: number) =>
  queryOptions({
    queryKey: ['admin', 'customers', 'search', q, skip],
    queryFn: () => searchCustomers(q, skip),
    placeholderData: keepPreviousData,
  });

export const useCustomerSearch = (q: string, skip: number) => useQuery(customerSearchQuery(q, skip));

/** GET /admin/customers/:id: the customer's page, with one page of their payments. */
export const getCustomer = (id: string, paymentsSkip: number) =>
  api.call(routes.getCustomerDetail, { params: { id }, query: { paymentsSkip } });

export const customerQuery = (id: string, paymentsSkip: number) =>
  queryOptions({
    queryKey: ['admin', 'customers', 'detail', id, paymentsSkip],
    queryFn: () => getCustomer(id, paymentsSkip),
    placeholderData: keepPreviousData,
  });

export const useCustomer = (id: string, paymentsSkip: number) => useQuery(customerQuery(id, paymentsSkip));

/** After an action: the customer's page, the audit log (their history) and the search rows (their plan) are read again. */
export const refreshCustomer = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  ]);

export const grantSubscription = (id: string, body: GrantSubscriptionBody) =>
  api.call(routes.grantSubscription, { params: { id }, body });

export const cancelSubscription = (id: string, subscriptionId: string, reason: string) =>
  api.call(routes.cancelCustomerSubscription, { params: { id, subscriptionId }, body: { reason } });

export const endSessions = (id: string, reason: string) =>
  api.call(routes.endCustomerSessions, { params: { id }, body: { reason } });

export const startDeletion = (id: string, reason: string) =>
  api.call(routes.startCustomerDeletion, { params: { id }, body: { reason } });
