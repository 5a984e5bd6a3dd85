import { PLAN_KEYS, type PlanKey } from '@chat/protocol';

export interface Period {
  startDate: Date;
  endDate: Date;
  canceledAt: Date | null;
}

/** §4 current: not canceled, started on or before now, ending on or after now. */
export const isCurrent = (period: Period, now: Date) => !period.canceledAt && period.startDate <= now && period.endDate >= now;

/** §4 upcoming or active: not canceled and not yet ended, sorted by start date ascending. */
export function upcomingOrActive<T extends Period>(periods: T[], now: Date): T[] {
  return periods
    .filter((period) => !period.canceledAt && period.endDate >= now)
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
}

/** §4 old: canceled, or ended. */
export const isOld = (period: Period, now: Date) => period.canceledAt !== null || period.endDate < now;

/**
 * The subscription in force among several current ones: the highest plan. Bought periods queue one
 * after another, but an operator's grant (issue 22) starts at once: a week of Plus granted to a
 * Starter customer is in force now.
 */
export function inForce<T extends Period & { plan: PlanKey }>(periods: T[], now: Date): T | undefined {
  return periods
    .filter((period) => isCurrent(period, now))
    .reduce<T | undefined>(
      (best, period) => (best && PLAN_KEYS.indexOf(best.plan) >= PLAN_KEYS.indexOf(period.plan) ? best : period),
      undefined,
    );
}
