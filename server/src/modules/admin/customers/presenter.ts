import type { AdminSubscription, CustomerSummary, PlanKey } from '@chat/protocol';
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

/** A subscription in an audit entry: the fields that say what the customer had. */
export const auditedSubscription = (row: SubscriptionRow) => ({
  _id: row.id,
  plan: row.plan,
  duration: row.duration,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
  canceledAt: row.canceledAt?.toISOString() ?? null,
});
