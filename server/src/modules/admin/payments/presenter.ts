import type { AdminCustomerPayment, AdminPayment } from '@chat/protocol';
import type { PaymentRow } from '../../billing/gateways/types.ts';
import type { PaymentListing } from './repository.ts';

/** A payment as the console shows it: what was bought, how, and what became of it (no gateway ids, no number). */
export function presentPaymentRecord(payment: PaymentRow): AdminCustomerPayment {
  return {
    _id: payment.id,
    plan: payment.plan,
    duration: payment.duration,
    method: payment.method,
    gateway: payment.gateway,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
    settledAt: payment.settledAt?.toISOString() ?? null,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
    refundReason: payment.refundReason,
    failureReason: payment.failureReason,
  };
}

/** The console's payments list: each payment with who paid. */
export function presentAdminPayment({ payment, customer }: PaymentListing): AdminPayment {
  return { ...presentPaymentRecord(payment), customer: { _id: customer.id, email: customer.email, phone: customer.phone } };
}
