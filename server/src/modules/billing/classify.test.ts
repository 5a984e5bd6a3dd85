import { describe, expect, it } from 'vitest';
import { inForce, isCurrent, isOld, upcomingOrActive } from './classify.ts';
import { periodEnd } from './periods.ts';

const now = new Date('2026-11-22T12:00:00Z');
const day = 24 * 3600_000;
const period = (startOffsetDays: number, endOffsetDays: number, canceled = false) => ({
  startDate: new Date(now.getTime() + startOffsetDays * day),
  endDate: new Date(now.getTime() + endOffsetDays * day),
  canceledAt: canceled ? now : null,
});

describe('subscription classification (§4)', () => {
  it('current: not canceled, started on or before now and ending on or after now', () => {
    expect(isCurrent(period(-1, 1), now)).toBe(true);
    expect(isCurrent(period(0, 0), now)).toBe(true);
    expect(isCurrent(period(1, 8), now)).toBe(false);
    expect(isCurrent(period(-8, -1), now)).toBe(false);
    expect(isCurrent(period(-1, 1, true), now)).toBe(false);
  });

  it('upcoming or active: not canceled and not ended, by start date ascending', () => {
    const later = period(7, 14);
    const active = period(-1, 6);
    const ended = period(-10, -3);
    const canceled = period(0, 30, true);
    expect(upcomingOrActive([later, ended, canceled, active], now)).toEqual([active, later]);
  });

  it('in force: the highest plan of the current ones (a granted Plus over a bought Starter)', () => {
    const starter = { ...period(-10, 20), plan: 'starter' as const };
    const plus = { ...period(-1, 6), plan: 'plus' as const };
    const canceledPlus = { ...period(-1, 6, true), plan: 'plus' as const };
    const upcomingPlus = { ...period(2, 9), plan: 'plus' as const };
    expect(inForce([starter, plus], now)).toBe(plus);
    expect(inForce([plus, starter], now)).toBe(plus);
    expect(inForce([starter, canceledPlus, upcomingPlus], now)).toBe(starter);
    expect(inForce([upcomingPlus], now)).toBeUndefined();
  });

  it('old: canceled, or ended', () => {
    expect(isOld(period(-10, -3), now)).toBe(true);
    expect(isOld(period(0, 30, true), now)).toBe(true);
    expect(isOld(period(-1, 6), now)).toBe(false);
  });
});

describe('periods', () => {
  it('adds a week, a calendar month and a calendar year', () => {
    const start = new Date('2026-01-31T10:00:00Z');
    expect(periodEnd(start, 'week').toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(periodEnd(new Date('2026-03-15T10:00:00Z'), 'month').toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(periodEnd(start, 'year').toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });
});
