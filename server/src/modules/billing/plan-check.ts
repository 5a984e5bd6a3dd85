import type { PlanCheck } from '../chats/turn/plan-check.ts';
import { inForce } from './classify.ts';
import { dayIn, decideQuota, type QuotaInput } from './quota.ts';
import type { BillingRepository, PlanRow } from './repository.ts';
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

/** A customer's quota today: the plan in force and the usage, as decideQuota and quotaLeft take them. */
export interface QuotaToday {
  plan: QuotaInput['plan'];
  usage: QuotaInput['usage'];
  /** The customer's calendar day (the upgrade notice is once a day). */
  day: string;
}

export type QuotaReader = (input: {
  customerId: string;
  model: { provider: string; _id: string } | undefined;
  timeZone: string | undefined;
}) => Promise<QuotaToday>;

/** The catalog row of the plan in force at `at`: the current subscription's, else Free (undefined without a Free row). */
export type PlanReader = (customerId: string, at?: Date) => Promise<PlanRow | undefined>;

export function createPlanReader({ billing, subscriptions, now = () => new Date() }: Omit<PlanCheckDeps, 'usage'>): PlanReader {
  return async (customerId, at = now()) => {
    const live = await subscriptions.live(customerId, at);
    const current = inForce(live, at);
    return billing.findPlan(current?.plan ?? 'free');
  };
}

/**
 * The plan in force now (the current subscription's, else Free) and today's usage in the
 * customer's time zone: what the send pipeline's plan step and GET /quota both read.
 */
export function createQuotaReader(deps: PlanCheckDeps): QuotaReader {
  const { usage, now = () => new Date() } = deps;
  const planInForce = createPlanReader(deps);
  return async ({ customerId, model, timeZone }) => {
    const at = now();
    const planRow = await planInForce(customerId, at);
    const plan = planRow ? { key: planRow.key, messagesPerDay: planRow.messagesPerDay } : NO_FREE_PLAN;
    const today = dayIn(timeZone, at);
    if (plan.key === 'plus') return { plan, usage: { messages: 0, modelTokens: 0 }, day: today.day };
    const used = await usage.usageSince(customerId, today.start, model?.provider ?? '', model?._id ?? '');
    return { plan, usage: used, day: today.day };
  };
}

/**
 * The send pipeline's plan step (§1 capacity, §4 codes): decideQuota on today's quota; a refusal
 * says which limit was reached. Near the limit the upgrade notice is shown at most once a day per customer.
 */
export function createPlanCheck(readQuota: QuotaReader, usage: UsageRepository): PlanCheck {
  return async ({ customerId, model, timeZone }) => {
    const { plan, usage: used, day } = await readQuota({ customerId, model, timeZone });
    if (plan.key === 'plus') return { allowed: true };
    const decision = decideQuota({ plan, model, usage: used });
    const freeTier = plan.key === 'free';
    if (decision.code === 'no-subscription') return { allowed: false, code: 'no-subscription', limit: decision.limit };
    if (decision.code === 'suggest-payment' && (await usage.markNotice(customerId, day)))
      return { allowed: true, notice: 'suggest-payment', freeTier };
    return { allowed: true, freeTier };
  };
}
