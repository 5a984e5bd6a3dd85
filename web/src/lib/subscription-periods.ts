import type { CustomerSubscription } from '@chat/protocol';

/*
 * Subscription periods as §4 classifies them. Apart from the queries (subscriptions.ts), which the
 * sidebar's account menu loads with the chat screen: only the plans, subscribe and account screens use these.
 */

export type Period = CustomerSubscription['subscription'];
export type PeriodKind = 'current' | 'upcoming' | 'old';

/**
 * §4 classification: current (not canceled, started, not ended), upcoming (not canceled, starts
 * later) and old (canceled, or ended).
 */
export function classifyPeriod(period: Period, now = new Date()): PeriodKind {
  const start = new Date(period.startDate);
  const end = new Date(period.endDate);
  if (period.canceledAt || end < now) return 'old';
  return start > now ? 'upcoming' : 'current';
}

/**
 * When a plan bought now would start: the server queues a purchase after the end of the last
 * live subscription (BillingRepository.grant), so that end, or null when nothing is live (it
 * starts at once). `current` is the live period that ends last, the one the new plan waits for.
 */
export function nextPlanStart(periods: Period[], now = new Date()): { startsAt: Date; after: Period } | null {
  const live = periods.filter((period) => classifyPeriod(period, now) !== 'old');
  const last = live.reduce<Period | undefined>(
    (latest, period) => (!latest || new Date(period.endDate) > new Date(latest.endDate) ? period : latest),
    undefined,
  );
  return last ? { startsAt: new Date(last.endDate), after: last } : null;
}

/** The period granted last: every grant starts at or after all earlier ones, so it starts last. */
export const latestGranted = (periods: Period[]) =>
  periods.reduce<Period | undefined>(
    (latest, period) => (!latest || new Date(period.startDate) > new Date(latest.startDate) ? period : latest),
    undefined,
  );
