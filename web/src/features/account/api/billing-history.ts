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
