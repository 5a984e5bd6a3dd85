import { PAGE_SIZE, type CustomerSubscription, type Payment } from '@chat/protocol';
import { api } from '@/lib/api-client';

export interface Page<T> {
  items: T[];
  count: number;
}

export const getPayments = async (skip: number): Promise<Page<Payment>> => {
  const page = await api.get<{ payments: Payment[]; count: number }>('/payments', { skip, limit: PAGE_SIZE });
  return { items: page.payments, count: page.count };
};

export const getSubscriptions = async (skip: number): Promise<Page<CustomerSubscription>> => {
  const page = await api.get<{ subscriptions: CustomerSubscription[]; count: number }>('/customer/subscriptions', {
    skip,
    limit: PAGE_SIZE,
  });
  return { items: page.subscriptions, count: page.count };
};

export const getActiveSubscription = async () =>
  (await api.get<{ subscription: CustomerSubscription | null }>('/customer/subscriptions/active')).subscription;
