import type { CustomerSubscription, Model, Plan, Quota } from '@chat/protocol';
import type { QuotaToday } from './plan-check.ts';
import { quotaLeft } from './quota.ts';
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

/** GET /quota: what is left today of the plan's messages and, when a known model was asked about, of its free allowance. */
export function presentQuota({ plan, usage }: QuotaToday, model: Model | undefined): Quota {
  const left = quotaLeft({ plan, model: { maxFreeChat: model?.maxFreeChat ?? 0 }, usage });
  return {
    plan: plan.key,
    messagesPerDay: left.messagesPerDay,
    messagesLeft: left.messagesLeft,
    model: model
      ? { provider: model.provider, _id: model._id, tokensPerDay: left.tokensPerDay, tokensLeft: left.tokensLeft }
      : null,
  };
}
