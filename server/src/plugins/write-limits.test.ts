import type { Conversation } from '@chat/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../test/customers.ts';
import type { TestApp } from '../test/app.ts';

/**
 * Every state-changing customer route shares one per-customer budget (WRITES_PER_MINUTE, 60 by
 * default), so a script cannot create a thousand conversations in seconds (issue 19, item 7).
 */
const atPersonPace = useTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
const doubled = useTestApp({ env: { RATE_LIMIT_MULTIPLIER: '2', WRITES_PER_MINUTE: '5' } });

afterEach(() => vi.useRealTimers());

const create = (server: TestApp, customer: TestCustomer, n: number) =>
  server.http.post('/api/conversations', { name: `Conversation ${n}` }, customer.cookie);

/** Creates `attempts` conversations one after the other; the statuses in order. */
async function createMany(server: TestApp, customer: TestCustomer, attempts: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < attempts; n++) statuses.push((await create(server, customer, n)).statusCode);
  return statuses;
}

describe('the per-customer write limit', () => {
  it('answers 429 with Retry-After after 60 writes in a minute: 1,000 creations store 60 conversations', async () => {
    // The clock stands still, so however long a loaded machine takes, all 1,000 fall in one minute.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const customer = await createSignedInCustomer(atPersonPace.app);
    const statuses = await createMany(atPersonPace, customer, 1000);
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);

    const refused = await create(atPersonPace, customer, 1000);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds? and try again\.$/),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Reading stays open, and the refused creations stored nothing.
    const list = await atPersonPace.http.get('/api/conversations', customer.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ count: number; conversations: Conversation[] }>().count).toBe(60);
  }, 60_000);

  it('counts every write route together, per customer and not per address', async () => {
    const customer = await createSignedInCustomer(atPersonPace.app);
    const neighbour = await createSignedInCustomer(atPersonPace.app); // same address (loopback)
    const first = await create(atPersonPace, customer, 0);
    const id = first.json<{ conversation: Conversation }>().conversation._id;
    for (let n = 0; n < 59; n++) {
      const renamed = await atPersonPace.http.patch(`/api/conversations/${id}`, { name: `Name ${n}` }, customer.cookie);
      expect(renamed.statusCode).toBe(200);
    }
    expect((await atPersonPace.http.delete(`/api/conversations/${id}`, undefined, customer.cookie)).statusCode).toBe(429);
    expect((await create(atPersonPace, neighbour, 0)).statusCode).toBe(201);
  });

  it('lets the customer write again once the minute has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const customer = await createSignedInCustomer(atPersonPace.app);
    await createMany(atPersonPace, customer, 60);
    expect((await create(atPersonPace, customer, 60)).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await create(atPersonPace, customer, 61)).statusCode).toBe(201);
  });

  it('is raised by RATE_LIMIT_MULTIPLIER (tests and load tests)', async () => {
    const customer = await createSignedInCustomer(doubled.app);
    const statuses = await createMany(doubled, customer, 11);
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });
});
