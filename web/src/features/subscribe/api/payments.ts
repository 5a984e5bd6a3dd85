import { routes, type CreatePaymentBody, type SandboxOutcome } from '@chat/protocol';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The subscribe calls of the billing issue. */
export const createPayment = (body: CreatePaymentBody) => api.call(routes.createPayment, { body });

export const getPayment = async (id: string) => (await api.call(routes.getPayment, { params: { id } })).payment;

/** One payment; no id (a checkout URL without one) fetches nothing. */
export const paymentQuery = (id: string | null) =>
  queryOptions({ queryKey: ['payment', id], queryFn: id ? () => getPayment(id) : skipToken });

export const usePayment = (id: string | null) => useQuery(paymentQuery(id));

export const verifyPayment = async (id: string) => (await api.call(routes.verifyPayment, { params: { id } })).payment;

export const sandboxCheckout = async (id: string, outcome: SandboxOutcome) =>
  (await api.call(routes.sandboxCheckout, { params: { id }, body: { outcome } })).payment;
