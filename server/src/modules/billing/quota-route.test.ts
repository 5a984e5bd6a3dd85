import { beforeEach, describe, expect, it } from 'vitest';
import { chats, subscriptions } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { grantCurrentPlan } from '../../test/subscriptions.ts';
import { clientId } from '../../test/chat-ids.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { dayIn } from './quota.ts';

/** The offline demo provider: one model, 'offline-demo', free for 1000 × 1000 tokens a day. */
const server = useTestApp();
const demo = 'provider=demo&model=offline-demo';
let customer: TestCustomer;

beforeEach(async () => {
  customer = await createSignedInCustomer(server.app);
});

/** Past usage today, as rows of the chats table the quota reads. */
async function used(count: number, tokens: number, at = new Date()) {
  await server.database.db.insert(chats).values(
    Array.from({ length: count }, () => ({
      id: clientId(),
      customerId: customer.id,
      input: { role: 'user' as const, content: 'earlier', files: [] },
      output: { role: 'assistant' as const, content: 'answer', files: [] },
      provider: 'demo',
      model: 'offline-demo',
      totalTokens: tokens,
      status: 'done' as const,
      createdAt: at,
    })),
  );
}

const quota = async (query = demo, headers: Record<string, string> = {}) => {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/quota?${query}`,
    headers: { cookie: customer.cookie, ...headers },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, unknown>>();
};

describe('GET /api/quota', () => {
  it('needs a session', async () => {
    expect((await server.http.get(`/api/quota?${demo}`)).statusCode).toBe(401);
  });

  it("tells a Free customer today's messages left and the model's free tokens left", async () => {
    expect(await quota()).toEqual({
      plan: 'free',
      messagesPerDay: 10,
      messagesLeft: 10,
      model: { provider: 'demo', _id: 'offline-demo', tokensPerDay: 1_000_000, tokensLeft: 1_000_000 },
    });
    await used(7, 1000);
    expect(await quota()).toMatchObject({ messagesLeft: 3, model: { tokensLeft: 993_000 } });
    await used(5, 1000);
    expect(await quota()).toMatchObject({ messagesLeft: 0 });
  });

  it('answers the messages only for no model or an unknown one', async () => {
    await used(2, 10);
    expect(await quota('')).toEqual({ plan: 'free', messagesPerDay: 10, messagesLeft: 8, model: null });
    expect(await quota('provider=demo&model=nope')).toMatchObject({ messagesLeft: 8, model: null });
  });

  it("counts the customer's day from the X-Timezone header", async () => {
    // A minute before the day began in the zone whose day began last: yesterday there, today in the one whose day began first.
    const [earliest, latest] = ['Etc/GMT+12', 'Etc/GMT-14', 'UTC']
      .map((zone) => ({ zone, start: dayIn(zone).start.getTime() }))
      .sort((a, b) => a.start - b.start)
      .filter((_, index, all) => index === 0 || index === all.length - 1);
    await used(4, 10, new Date(latest!.start - 60_000));
    expect(await quota(demo, { 'x-timezone': latest!.zone })).toMatchObject({ messagesLeft: 10 });
    expect(await quota(demo, { 'x-timezone': earliest!.zone })).toMatchObject({ messagesLeft: 6 });
  });

  it('tells Starter its messages left with no model allowance, and Plus no caps', async () => {
    const subscribe = async (plan: 'starter' | 'plus') => {
      await server.database.db.delete(subscriptions);
      await grantCurrentPlan(server, customer.id, plan);
    };
    await used(3, 10);
    await subscribe('starter');
    expect(await quota()).toEqual({
      plan: 'starter',
      messagesPerDay: 100,
      messagesLeft: 97,
      model: { provider: 'demo', _id: 'offline-demo', tokensPerDay: null, tokensLeft: null },
    });
    await subscribe('plus');
    expect(await quota()).toMatchObject({ plan: 'plus', messagesPerDay: null, messagesLeft: null });
  });
});
