import type { AdminPayment } from '@chat/protocol';
import type { PaymentListing } from './repository.ts';

export function presentAdminPayment({ payment, customer }: PaymentListing): AdminPayment {
  return {
    _id: payment.id,
    customer: { _id: customer.id, email: customer.email, phone: customer.phone },
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
