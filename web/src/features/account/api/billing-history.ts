import { PAGE_SIZE, routes } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /payments: one page of the payments history, as its items and the total count. */
export const getPayments = async (skip: number) => {
  const page = await api.call(routes.listPayments, { query: { skip, limit: PAGE_SIZE } });
  return { items: page.payments, count: page.count };
};

export const paymentsQuery = (skip: number) => queryOptions({ queryKey: ['payments', skip], queryFn: () => getPayments(skip) });

export const usePayments = (skip: number) => useQuery(paymentsQuery(skip));

/** GET /customer/subscriptions: one page of the subscription history, as its items and the total count. */
export const getSubscriptions = async (skip: number) => {
  const page = await api.call(routes.listSubscriptions, { query: { skip, limit: PAGE_SIZE } });
  return { items: page.subscriptions, count: page.count };
};

export const subscriptionsQuery = (skip: number) =>
  queryOptions({ queryKey: ['subscriptions', skip], queryFn: () => getSubscriptions(skip) });

export const useSubscriptions = (skip: number) => useQuery(subscriptionsQuery(skip));

/** GET /customer/subscriptions/active: the subscription in force, or null on the free plan. */
export const getActiveSubscription = async () => (await api.call(routes.activeSubscription)).subscription;

export const activeSubscriptionQuery = queryOptions({ queryKey: ['subscription', 'active'], queryFn: getActiveSubscription });

export const useActiveSubscription = () => useQuery(activeSubscriptionQuery);
