import type { Dashboard, DashboardPoint, DashboardRange } from '@chat/protocol';
import { canonicalZone, hoursUntil, lastDays, midnight, dayOf, type DayBounds } from '../../../lib/calendar.ts';
import type { DashboardRepository, ModelUsage, Money } from './repository.ts';

const DAYS: Record<DashboardRange, number> = { today: 1, '7d': 7, '30d': 30 };

/**
 * A day is rolled up only this long after it ended, so an answer still streaming at midnight has
 * written its tokens first; until then the day is counted live with today.
 */
export const CLOSED_AFTER_MS = 15 * 60_000;

function mergeModels(parts: ModelUsage[][]): ModelUsage[] {
  const byModel = new Map<string, ModelUsage>();
  for (const usage of parts.flat()) {
    const key = `${usage.provider}\u0000${usage.model}`;
    const seen = byModel.get(key);
    if (!seen) byModel.set(key, { ...usage });
    else
      for (const field of ['messages', 'promptTokens', 'completionTokens', 'totalTokens'] as const) seen[field] += usage[field];
  }
  return [...byModel.values()].sort((a, b) => b.totalTokens - a.totalTokens || b.messages - a.messages);
}

function revenueOf(rows: Money[]): Dashboard['revenue'] {
  const byKey = new Map<string, Dashboard['revenue'][number]>();
  for (const { gateway, currency, payments, amount } of rows) {
    const key = `${gateway} ${currency}`;
    const seen = byKey.get(key) ?? { gateway, currency, payments: 0, amount: 0 };
    seen.payments += payments;
    seen.amount += amount;
    byKey.set(key, seen);
  }
  return [...byKey.values()].sort((a, b) => a.gateway.localeCompare(b.gateway) || a.currency.localeCompare(b.currency));
}

function revenueByBucket(rows: Money[]): Map<number, DashboardPoint['revenue']> {
  const buckets = new Map<number, Map<string, number>>();
  for (const { bucket, currency, amount } of rows) {
    const currencies = buckets.get(bucket) ?? new Map<string, number>();
    currencies.set(currency, (currencies.get(currency) ?? 0) + amount);
    buckets.set(bucket, currencies);
  }
  return new Map(
    [...buckets].map(([bucket, currencies]) => [bucket, [...currencies].map(([currency, amount]) => ({ currency, amount }))]),
  );
}

/**
 * The dashboard for a range ending now (issue 22). Days are the operator's (the X-Timezone zone).
 * Chats of closed days come from the rollup, computed here the first time a closed day is asked
 * for; the open day (and yesterday, for its first minutes) from the chats. Sign-ups, payments and
 * subscriptions are small next to the chats and read directly through their indexes.
 */
export async function readDashboard(
  repository: DashboardRepository,
  range: DashboardRange,
  timeZone: string | undefined,
  now = new Date(),
): Promise<Dashboard> {
  const zone = canonicalZone(timeZone);
  const days = range === 'today' ? [] : lastDays(zone, now, DAYS[range]);
  const todayStart = midnight(zone, dayOf(zone, now));
  const closed = days.filter((day) => day.end.getTime() <= now.getTime() - CLOSED_AFTER_MS);
  const open = days.slice(closed.length);
  const liveFrom = closed.length ? closed.at(-1)!.end : todayStart;
  // The series' buckets: today's hours, or the range's days; each bucket i is [bounds[i-1], bounds[i]).
  const starts = range === 'today' ? hoursUntil(todayStart, now) : days.map((day) => day.start);
  const bounds = [...starts, now];

  const rolled = await rollUpMissing(repository, zone, closed);
  const span = closed.length ? { first: closed[0]!.day, last: closed.at(-1)!.day } : undefined;
  const liveBounds = range === 'today' ? bounds : [...open.map((day) => day.start), now];
  const [live, models, activeCustomers, signUps, money, payingByPlan] = await Promise.all([
    repository.liveCounts(liveBounds),
    Promise.all([span ? repository.rolledUpModels(zone, span.first, span.last) : [], repository.liveModels(liveFrom, now)]).then(
      mergeModels,
    ),
    repository.activeCustomers(zone, span?.first, liveFrom, now),
    repository.signUps(bounds),
    repository.revenue(bounds),
    repository.payingByPlan(now),
  ]);

  const liveByBucket = new Map(live.map((row) => [row.bucket, row]));
  const revenueByPoint = revenueByBucket(money);
  const points: DashboardPoint[] = starts.map((start, index) => {
    const bucket = index + 1;
    const chats =
      index < closed.length
        ? rolled.get(closed[index]!.day)
        : liveByBucket.get(range === 'today' ? bucket : bucket - closed.length);
    return {
      start: start.toISOString(),
      messages: chats?.messages ?? 0,
      activeCustomers: chats?.activeCustomers ?? 0,
      signUps: signUps.get(bucket) ?? 0,
      revenue: revenueByPoint.get(bucket) ?? [],
    };
  });
  const sum = (field: 'promptTokens' | 'completionTokens' | 'totalTokens') =>
    models.reduce((total, row) => total + row[field], 0);
  return {
    range,
    timeZone: zone,
    from: bounds[0]!.toISOString(),
    to: now.toISOString(),
    totals: {
      messages: points.reduce((total, point) => total + point.messages, 0),
      activeCustomers,
      signUps: points.reduce((total, point) => total + point.signUps, 0),
      promptTokens: sum('promptTokens'),
      completionTokens: sum('completionTokens'),
      totalTokens: sum('totalTokens'),
      payingCustomers: payingByPlan.reduce((total, row) => total + row.customers, 0),
    },
    series: { unit: range === 'today' ? 'hour' : 'day', points },
    tokensByModel: models,
    payingByPlan,
    revenue: revenueOf(money),
  };
}

/** The closed days' figures, rolling up the ones never computed (in one pass: they are consecutive as a rule). */
async function rollUpMissing(repository: DashboardRepository, zone: string, closed: DayBounds[]) {
  const days = closed.map((day) => day.day);
  let rolled = await repository.rolledUp(zone, days);
  const missing = closed.filter((day) => !rolled.has(day.day));
  if (missing.length) {
    // From the first missing day to the last: a day already rolled up in between is skipped by the claim.
    const from = closed.indexOf(missing[0]!);
    const to = closed.indexOf(missing.at(-1)!);
    await repository.rollUp(zone, closed.slice(from, to + 1));
    rolled = await repository.rolledUp(zone, days);
  }
  return rolled;
}
