import type { Payment } from '@chat/protocol';
import type { PaymentRow } from './gateways/types.ts';

export function presentPayment(row: PaymentRow): Payment {
  return {
    _id: row.id,
    plan: row.plan,
    duration: row.duration,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    phone: row.phone,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
