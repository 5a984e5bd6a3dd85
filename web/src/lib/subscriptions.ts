import { PAGE_SIZE, routes } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /customer/subscriptions: one page of the subscription history (newest start first), with the total count. */
export const getSubscriptions = async (skip: number) => {
  const page = await api.call(routes.listSubscriptions, { query: { skip, limit: PAGE_SIZE } });
  return { items: page.subscriptions, count: page.count };
};

export const subscriptionsQuery = (skip: number) =>
  queryOptions({ queryKey: ['subscriptions', skip], queryFn: () => getSubscriptions(skip) });

export const useSubscriptions = (skip: number, enabled = true) => useQuery({ ...subscriptionsQuery(skip), enabled });

/** GET /customer/subscriptions/active: the subscription in force, or null on the free plan. */
export const getActiveSubscription = async () => (await api.call(routes.activeSubscription)).subscription;

export const activeSubscriptionQuery = queryOptions({ queryKey: ['subscription', 'active'], queryFn: getActiveSubscription });

export const useActiveSubscription = () => useQuery(activeSubscriptionQuery);
