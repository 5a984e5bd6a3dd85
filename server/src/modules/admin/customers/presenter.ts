import type { AdminCustomerPayment, AdminSubscription, CustomerSummary, PlanKey } from '@chat/protocol';
import type { PaymentRow } from '../../billing/gateways/types.ts';
import type { CustomerListRow, GrantedSubscription, SubscriptionRow } from './repository.ts';

export function presentCustomerSummary(row: CustomerListRow, plan: PlanKey): CustomerSummary {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    plan,
  };
}

export function presentSubscription(row: SubscriptionRow | GrantedSubscription): AdminSubscription {
  return {
    _id: row.id,
    plan: row.plan,
    duration: row.duration,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    canceledAt: row.canceledAt?.toISOString() ?? null,
    paymentId: row.paymentId,
    grantedBy: row.grantedBy ? { _id: row.grantedBy, email: 'grantedByEmail' in row ? row.grantedByEmail : null } : null,
    grantReason: row.grantReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A payment without the gateway's ids or the mobile-money number: what the operator needs to answer a question. */
export function presentPayment(row: PaymentRow): AdminCustomerPayment {
  return {
    _id: row.id,
    plan: row.plan,
    duration: row.duration,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

/** A subscription in an audit entry: the fields that say what the customer had. */
export const auditedSubscription = (row: SubscriptionRow) => ({
  _id: row.id,
  plan: row.plan,
  duration: row.duration,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
  canceledAt: row.canceledAt?.toISOString() ?? null,
});
