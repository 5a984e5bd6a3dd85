import type { GatewayStatus, NextStep, PaymentGateway, PaymentRow } from './types.ts';

/**
 * The embedded default when no gateway is configured: behaves like the real ones so the whole
 * flow runs offline. Card payments complete (or are cancelled) on a local checkout page; mobile
 * money settles by the phone number like pawaPay's sandbox numbers.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  externalIdFor(paymentId: string): string {
    return `sandbox_${paymentId}`;
  }

  async start(payment: PaymentRow): Promise<{ next: NextStep }> {
    if (payment.method === 'card') return { next: { type: 'redirect', url: `/subscribe/checkout?payment=${payment.id}` } };
    return { next: { type: 'accept-on-phone' } };
  }

  async check(payment: PaymentRow): Promise<GatewayStatus> {
    if (payment.method === 'card') {
      if (payment.sandboxOutcome === 'paid') return { status: 'succeeded' };
      if (payment.sandboxOutcome === 'canceled') return { status: 'canceled' };
      return { status: 'pending' };
    }
    return mobileMoneyOutcome(payment.phone ?? '');
  }
}

/** pawaPay's sandbox numbers (REFERENCE.md): …019, …029, …039, …069 fail; …129 never completes. */
const FAILURES: Record<string, string> = {
  '019': 'PAYER_LIMIT_REACHED',
  '029': 'PAYER_NOT_FOUND',
  '039': 'PAYMENT_NOT_APPROVED',
  '069': 'UNSPECIFIED_FAILURE',
};

export function mobileMoneyOutcome(phone: string): GatewayStatus {
  const ending = phone.slice(-3);
  if (ending === '129') return { status: 'pending' };
  const failureReason = FAILURES[ending];
  return failureReason ? { status: 'failed', failureReason } : { status: 'succeeded' };
}
