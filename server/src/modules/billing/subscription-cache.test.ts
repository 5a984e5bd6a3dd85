import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from './repository.ts';
import { SubscriptionCache } from './subscription-cache.ts';

const HOUR = 3_600_000;
const t0 = new Date('2026-11-24T10:00:00Z');
const after = (ms: number) => new Date(t0.getTime() + ms);

function period(startDate: Date, endDate: Date): SubscriptionRow {
  return { startDate, endDate, plan: 'plus' } as SubscriptionRow;
}

/** A loader that counts its reads and answers what the test puts in `rows`. */
function database(rows: SubscriptionRow[] = []) {
  const state = { rows, reads: 0 };
  const load = async () => {
    state.reads += 1;
    return state.rows;
  };
  return { state, cache: new SubscriptionCache(load) };
}

describe('each customer’s live subscriptions, cached between sends', () => {
  it('reads the database once for many sends', async () => {
    const { state, cache } = database([period(after(-HOUR), after(24 * HOUR))]);
    for (let send = 0; send < 5; send++) expect(await cache.live('c1', after(send * 1000))).toHaveLength(1);
    expect(state.reads).toBe(1);
  });

  it('reads again after an invalidation (a payment settled on any instance)', async () => {
    const { state, cache } = database();
    expect(await cache.live('c1', t0)).toEqual([]);
    state.rows = [period(t0, after(24 * HOUR))];
    cache.invalidate('c1');
    expect(await cache.live('c1', after(1))).toHaveLength(1);
    expect(state.reads).toBe(2);
  });

  it('reads again once a period ends or a queued one starts, and after a minute at most', async () => {
    const ending = database([period(after(-HOUR), after(5_000))]);
    await ending.cache.live('c1', t0);
    await ending.cache.live('c1', after(4_999));
    expect(ending.state.reads).toBe(1);
    await ending.cache.live('c1', after(5_000));
    expect(ending.state.reads).toBe(2);

    const queued = database([
      period(after(-HOUR), after(HOUR)),
      period(after(HOUR), after(2 * HOUR)),
      period(after(2_000), after(HOUR)),
    ]);
    await queued.cache.live('c1', t0);
    await queued.cache.live('c1', after(2_000));
    expect(queued.state.reads).toBe(2);

    const idle = database();
    await idle.cache.live('c1', t0);
    await idle.cache.live('c1', after(59_999));
    await idle.cache.live('c1', after(60_000));
    expect(idle.state.reads).toBe(2);
  });

  it('does not keep a read that an invalidation overtook', async () => {
    let release!: (rows: SubscriptionRow[]) => void;
    let reads = 0;
    const cache = new SubscriptionCache(() => {
      reads += 1;
      return reads === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve([period(t0, after(HOUR))]);
    });
    const stale = cache.live('c1', t0);
    cache.invalidate('c1'); // the grant committed while the first read was on its way
    release([]);
    expect(await stale).toEqual([]);
    expect(await cache.live('c1', after(1))).toHaveLength(1);
    expect(reads).toBe(2);
  });
});
