import type { PlanCheck } from '../chats/turn/plan-check.ts';
import { isCurrent } from './classify.ts';
import { dayIn, decideQuota, type QuotaInput } from './quota.ts';
import type { BillingRepository } from './repository.ts';
import type { SubscriptionCache } from './subscription-cache.ts';
import type { UsageRepository } from './usage-repository.ts';

export interface PlanCheckDeps {
  billing: BillingRepository;
  /** The live subscriptions, read from the database only when a customer's entry is missing or stale. */
  subscriptions: SubscriptionCache;
  usage: UsageRepository;
  now?: () => Date;
}

/** When the catalog has no Free row the free tier sends nothing rather than everything (fail closed). */
const NO_FREE_PLAN: QuotaInput['plan'] = { key: 'free', messagesPerDay: 0 };

/**
 * The send pipeline's plan step (§1 capacity, §4 codes): the plan in force now (the current
 * subscription's, else Free), today's usage in the customer's time zone, then decideQuota.
 * Near the limit the upgrade notice is shown at most once a day per customer.
 */
export function createPlanCheck({ billing, subscriptions, usage, now = () => new Date() }: PlanCheckDeps): PlanCheck {
  return async ({ customerId, model, timeZone }) => {
    const at = now();
    const live = await subscriptions.live(customerId, at);
    const current = live.find((subscription) => isCurrent(subscription, at));
    const planRow = await billing.findPlan(current?.plan ?? 'free');
    const plan = planRow ? { key: planRow.key, messagesPerDay: planRow.messagesPerDay } : NO_FREE_PLAN;
    if (plan.key === 'plus') return { allowed: true };

    const today = dayIn(timeZone, at);
    const used = await usage.usageSince(customerId, today.start, model.provider, model._id);
    const decision = decideQuota({ plan, model, usage: used });
    const freeTier = plan.key === 'free';
    if (decision === 'no-subscription') return { allowed: false, code: 'no-subscription' };
    if (decision === 'suggest-payment' && (await usage.markNotice(customerId, today.day)))
      return { allowed: true, notice: 'suggest-payment', freeTier };
    return { allowed: true, freeTier };
  };
}
