import type { CreatePaymentResponse, Payment, PaymentMethod, PlanDuration } from '@chat/protocol';
import { api } from '@/lib/api-client';

export interface PaymentRequest {
  plan: 'starter' | 'plus';
  duration: PlanDuration;
  method: PaymentMethod;
  phone?: string;
}

/** The subscribe calls of the billing issue. */
export const createPayment = (request: PaymentRequest) => api.post<CreatePaymentResponse>('/payments', request);

export const getPayment = async (id: string) => (await api.get<{ payment: Payment }>(`/payments/${id}`)).payment;

export const verifyPayment = async (id: string) => (await api.post<{ payment: Payment }>(`/payments/${id}/verify`)).payment;

export const sandboxCheckout = async (id: string, outcome: 'paid' | 'canceled') =>
  (await api.post<{ payment: Payment }>(`/payments/${id}/sandbox-checkout`, { outcome })).payment;
