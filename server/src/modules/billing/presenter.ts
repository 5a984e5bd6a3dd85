import type { CustomerSubscription, Plan } from '@chat/protocol';
import type { PlanRow, SubscriptionRow } from './repository.ts';

export function presentPlan(row: PlanRow): Plan {
  return { _id: row.key, name: row.name, messagesPerDay: row.messagesPerDay, prices: row.prices };
}

/** §3: `_id` and a nested subscription with startDate, endDate, canceledAt. */
export function presentSubscription(row: SubscriptionRow, planNames: Map<string, string>): CustomerSubscription {
  return {
    _id: row.id,
    subscription: {
      _id: row.id,
      plan: row.plan,
      name: planNames.get(row.plan) ?? row.plan,
      duration: row.duration,
      startDate: row.startDate.toISOString(),
      endDate: row.endDate.toISOString(),
      canceledAt: row.canceledAt?.toISOString() ?? null,
    },
  };
}
