import { describe, expect, it } from 'vitest';
import { classifyPeriod, latestGranted, nextPlanStart, type Period } from './subscription-periods';

const now = new Date('2026-06-10T12:00:00Z');
const period = (id: string, start: string, end: string, canceledAt: string | null = null): Period => ({
  _id: id,
  plan: 'plus',
  name: 'Plus',
  duration: 'month',
  startDate: `${start}T12:00:00.000Z`,
  endDate: `${end}T12:00:00.000Z`,
  canceledAt,
});

describe('§4 subscription classification', () => {
  it('current: started and not ended; upcoming: starts later; old: ended or canceled', () => {
    expect(classifyPeriod(period('a', '2026-06-01', '2026-07-01'), now)).toBe('current');
    expect(classifyPeriod(period('b', '2026-07-01', '2026-08-01'), now)).toBe('upcoming');
    expect(classifyPeriod(period('c', '2026-05-01', '2026-06-01'), now)).toBe('old');
    expect(classifyPeriod(period('d', '2026-06-01', '2026-07-01', '2026-06-05T00:00:00Z'), now)).toBe('old');
  });
});

describe('nextPlanStart (as the server queues a purchase)', () => {
  it('starts at once when nothing is live', () => {
    expect(nextPlanStart([period('old', '2026-05-01', '2026-06-01')], now)).toBeNull();
  });

  it('starts when the live subscription that ends last ends', () => {
    const current = period('a', '2026-06-01', '2026-07-01');
    const queued = period('b', '2026-07-01', '2026-08-01');
    expect(nextPlanStart([queued, current], now)).toEqual({ startsAt: new Date(queued.endDate), after: queued });
  });

  it('ignores a canceled one', () => {
    expect(nextPlanStart([period('a', '2026-06-01', '2026-07-01', '2026-06-02T00:00:00Z')], now)).toBeNull();
  });
});

it('latestGranted is the one that starts last', () => {
  const later = period('b', '2026-07-01', '2026-08-01');
  expect(latestGranted([period('a', '2026-06-01', '2026-07-01'), later])).toBe(later);
  expect(latestGranted([])).toBeUndefined();
});
