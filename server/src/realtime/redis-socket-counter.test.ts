import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAvailable, testRedisUrl, uniqueRedisPrefix } from '../test/redis.ts';
import { RedisSocketCounter } from './redis-socket-counter.ts';

/**
 * The socket counts two instances share through Redis, with a clock of the test's own: a crashed
 * instance (which never gives its slots back) must not lock its customers out for good.
 */
const hasRedis = await redisAvailable();
const caps = { perCustomer: 2, perAddress: 10 };
const LEASE_MS = 60_000;
const redis = hasRedis ? new Redis(testRedisUrl) : undefined;
const counters: RedisSocketCounter[] = [];

afterAll(() => {
  for (const counter of counters) counter.close();
  redis?.disconnect();
});

/** Two instances on one Redis prefix, reading the time from `clock.now`. */
function twoInstances() {
  const clock = { now: 1_000_000 };
  const prefix = uniqueRedisPrefix();
  const instance = () => new RedisSocketCounter(redis!, prefix, caps, { leaseMs: LEASE_MS, now: () => clock.now });
  const pair = [instance(), instance()] as const;
  counters.push(...pair);
  return { clock, a: pair[0], b: pair[1] };
}

const slot = (socketId: string, customerId = 'customer-1') => ({ socketId, customerId, address: '203.0.113.7' });

describe.runIf(hasRedis)('socket counts shared through Redis', () => {
  it('counts the sockets of every instance, and a closed socket frees its slot at once', async () => {
    const { a, b } = twoInstances();
    expect(await a.acquire(slot('a1'))).toBeUndefined();
    expect(await b.acquire(slot('b1'))).toBeUndefined();
    expect(await b.acquire(slot('b2'))).toBe('customer');
    a.release(slot('a1'));
    expect(await b.acquire(slot('b2'))).toBeUndefined();
  });

  it("forgets a crashed instance's sockets once their lease lapses, but never a live instance's", async () => {
    const { clock, a: crashed, b } = twoInstances();
    await crashed.acquire(slot('a1'));
    await crashed.acquire(slot('a2'));
    crashed.close(); // dies without a word: its slots are neither given back nor renewed
    expect(await b.acquire(slot('b1'))).toBe('customer');
    clock.now += LEASE_MS;
    expect(await b.acquire(slot('b1'))).toBeUndefined();
    expect(await b.acquire(slot('b2'))).toBeUndefined();

    // b is alive and renews its slots, so they outlive their first lease.
    clock.now += LEASE_MS / 2;
    await b.renew();
    clock.now += LEASE_MS / 2 + 1;
    expect(await b.acquire(slot('b3'))).toBe('customer');
  });

  it('falls back to the counts of this instance while Redis does not answer', async () => {
    const away = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    away.on('error', () => {});
    const alone = new RedisSocketCounter(away, uniqueRedisPrefix(), caps);
    counters.push(alone);
    expect(await alone.acquire(slot('x1'))).toBeUndefined();
    expect(await alone.acquire(slot('x2'))).toBeUndefined();
    expect(await alone.acquire(slot('x3'))).toBe('customer');
    alone.release(slot('x1'));
    expect(await alone.acquire(slot('x3'))).toBeUndefined();
    away.disconnect();
  });
});
