import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, chats, conversations, customers, payments, subscriptions, whatsappLinks } from '../../../db/schema.ts';
import { newId } from '../../../lib/ids.ts';
import { useTestApp } from '../../../test/app.ts';
import { clientId } from '../../../test/chat-ids.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { createSignedInOperator } from '../../../test/operators.ts';
import { grantCurrentPlan } from '../../../test/subscriptions.ts';
import { periodsEnd } from './subscription-repository.ts';

const server = useTestApp();
const db = () => server.app.database.db;
let operator: TestCustomer;

beforeAll(async () => {
  operator = await createSignedInOperator(server.app);
});

const DAY_MS = 86_400_000;

/** Exchanges the customer sent, at `at`; the text is what must never reach the console. */
async function sent(customerId: string, count: number, tokens: number, at = new Date(), text = 'hello', conversationId?: string) {
  await db()
    .insert(chats)
    .values(
      Array.from({ length: count }, () => ({
        id: clientId(),
        customerId,
        conversationId: conversationId ?? null,
        input: { role: 'user' as const, content: text, files: [] },
        output: { role: 'assistant' as const, content: `answer to ${text}`, files: [] },
        provider: 'demo',
        model: 'offline-demo',
        totalTokens: tokens,
        status: 'done' as const,
        createdAt: at,
      })),
    );
}

const grant = (customerId: string, body: unknown, cookie = operator.cookie) =>
  server.http.post(`/api/admin/customers/${customerId}/subscriptions`, body, cookie);

/** What a refusal must leave alone: the customer's subscriptions and the audit log about them. */
async function stateOf(customerId: string) {
  const [rows, entries] = await Promise.all([
    db().select().from(subscriptions).where(eq(subscriptions.customerId, customerId)),
    db().select().from(auditLog).where(eq(auditLog.targetId, customerId)),
  ]);
  return { rows, entries };
}

async function auditOf(customerId: string) {
  const response = await server.http.get(`/api/admin/audit?targetType=customer&targetId=${customerId}`, operator.cookie);
  expect(response.statusCode).toBe(200);
  return response.json<{ entries: { action: string; target: unknown; reason: string; before: unknown; after: unknown }[] }>()
    .entries;
}

describe('GET /api/admin/customers', () => {
  it('finds a customer by id, e-mail (whole or its beginning), phone and name; the newest first with no query', async () => {
    // A letter first: eight hex digits are all figures one time in 43, and a search for those is a phone number's.
    const tag = `q${newId().slice(-8)}`;
    const ana = await createSignedInCustomer(server.app, {
      name: `Ana ${tag}`,
      email: `ana.${tag}@example.com`,
      phone: `+4071${tag.replace(/\D/g, '1').slice(0, 7)}`,
    });
    const bob = await createSignedInCustomer(server.app, { name: `Bob ${tag}`, email: `bob.${tag}@example.com` });
    await grantCurrentPlan(server, bob.id, 'plus');
    const search = async (q: string) => {
      const response = await server.http.get(`/api/admin/customers?q=${encodeURIComponent(q)}`, operator.cookie);
      expect(response.statusCode).toBe(200);
      return response.json<{ customers: { _id: string; plan: string; email: string }[]; count: number; countCapped: boolean }>();
    };
    const ids = async (q: string) => (await search(q)).customers.map((row) => row._id);

    expect(await ids(ana.id)).toEqual([ana.id]);
    expect(await ids(ana.id.toUpperCase())).toEqual([ana.id]);
    expect(await ids(`ANA.${tag}@example.com`)).toEqual([ana.id]);
    expect(await ids(`ana.${tag}@`)).toEqual([ana.id]);
    const [phone] = (await db().select({ phone: customers.phone }).from(customers).where(eq(customers.id, ana.id))).map(
      (r) => r.phone!,
    );
    expect(await ids(phone!.slice(0, 9))).toContain(ana.id);
    expect(await ids(`00${phone!.slice(1)}`)).toEqual([ana.id]);
    expect(await ids(`0${phone!.slice(3, 6)} ${phone!.slice(6)}`)).toEqual([ana.id]);
    expect(await ids(tag.toUpperCase())).toEqual([bob.id, ana.id]);
    expect(await ids('%')).toEqual([]);

    const bobRow = (await search(`bob.${tag}@example.com`)).customers[0]!;
    expect(bobRow).toEqual({
      _id: bob.id,
      name: `Bob ${tag}`,
      email: bob.email,
      phone: null,
      createdAt: expect.any(String),
      plan: 'plus',
    });
    expect((await search(ana.email)).customers[0]!.plan).toBe('free');

    const newest = await search('');
    expect(newest.customers[0]!._id).toBe(bob.id);
    expect(newest.count).toBeGreaterThanOrEqual(3);
    expect(newest.countCapped).toBe(false);
  });

  it('answers a customer as if it did not exist', async () => {
    const customer = await createSignedInCustomer(server.app);
    expect((await server.http.get('/api/admin/customers', customer.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/customers/:id', () => {
  it('shows profile, linked accounts, plan, usage today and this month, subscriptions and payments, and no message content', async () => {
    const customer = await createSignedInCustomer(server.app, {
      googleSub: `g-${newId()}`,
      googleEmail: 'ana@gmail.com',
      locale: 'ro',
    });
    await db()
      .insert(whatsappLinks)
      .values({ customerId: customer.id, phone: `+40${Date.now().toString().slice(-9)}` });
    const conversationId = newId();
    await db().insert(conversations).values({ id: conversationId, customerId: customer.id, name: 'Zanzibar secret plans' });
    await sent(customer.id, 3, 100, new Date(), 'the purple walrus sings at midnight', conversationId);
    // Yesterday in UTC, still this month unless today is the 1st.
    const yesterday = new Date(Date.now() - DAY_MS);
    await sent(customer.id, 2, 50, yesterday);
    await db().insert(payments).values({
      id: newId(),
      customerId: customer.id,
      plan: 'starter',
      duration: 'month',
      method: 'card',
      gateway: 'sandbox',
      externalId: newId(),
      amount: 500,
      currency: 'EUR',
      status: 'succeeded',
      settledAt: new Date(),
    });
    await grantCurrentPlan(server, customer.id, 'starter');

    const response = await server.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${customer.id}`,
      headers: { cookie: operator.cookie, 'x-timezone': 'UTC' },
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.customer).toMatchObject({ _id: customer.id, email: customer.email, locale: 'ro', deletionRequestedAt: null });
    expect(detail.linked.google).toEqual({ email: 'ana@gmail.com' });
    expect(detail.linked.whatsapp.phone).toMatch(/^\+40/);
    expect(detail.isOperator).toBe(false);
    expect(detail.liveSessions).toBe(1);
    expect(detail.plan).toEqual({ key: 'starter', name: 'Starter' });
    expect(detail.usage.timeZone).toBe('UTC');
    expect(detail.usage.today).toMatchObject({ messages: 3, tokens: 300 });
    const sameMonth = yesterday.getUTCMonth() === new Date().getUTCMonth();
    expect(detail.usage.month).toMatchObject(sameMonth ? { messages: 5, tokens: 400 } : { messages: 3, tokens: 300 });
    expect(detail.usage.month.since).toBe(
      new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1)).toISOString(),
    );
    expect(detail.subscriptions).toHaveLength(1);
    expect(detail.payments).toMatchObject({ count: 1, payments: [{ plan: 'starter', amount: 500, status: 'succeeded' }] });
    expect(response.body).not.toContain('purple walrus');
    expect(response.body).not.toContain('Zanzibar');

    expect((await server.http.get(`/api/admin/customers/${newId()}`, operator.cookie)).statusCode).toBe(404);
    expect((await server.http.get(`/api/admin/customers/${customer.id}`, customer.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/customers/:id/subscriptions', () => {
  it('grants a week of Plus: the customer past the free quota may send at once, and the audit log says who and why', async () => {
    const customer = await createSignedInCustomer(server.app);
    await sent(customer.id, 10, 10);
    const quota = async () =>
      (await server.http.get('/api/quota', customer.cookie)).json<{ plan: string; messagesLeft: number | null }>();
    const model = server.app.ai.find('demo', 'offline-demo')!;
    const check = () => server.app.billing.planCheck({ customerId: customer.id, model, conversationId: null });
    expect(await quota()).toMatchObject({ plan: 'free', messagesLeft: 0 });
    expect(await check()).toMatchObject({ allowed: false });

    const before = Date.now();
    const response = await grant(customer.id, { plan: 'plus', duration: 'week', reason: 'Support: outage compensation' });
    expect(response.statusCode).toBe(201);
    const { subscription } = response.json();
    expect(subscription).toMatchObject({
      plan: 'plus',
      duration: 'week',
      canceledAt: null,
      paymentId: null,
      grantedBy: { _id: operator.id, email: operator.email },
      grantReason: 'Support: outage compensation',
    });
    expect(Date.parse(subscription.startDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(subscription.endDate) - Date.parse(subscription.startDate)).toBe(7 * DAY_MS);

    expect(await quota()).toMatchObject({ plan: 'plus', messagesLeft: null });
    expect(await check()).toEqual({ allowed: true });

    const [entry] = await auditOf(customer.id);
    expect(entry).toMatchObject({
      action: 'subscription.grant',
      // Named as the operator knows the customer (issue 38), the id beside.
      target: { type: 'customer', _id: customer.id, name: 'Test Customer' },
      reason: 'Support: outage compensation',
      before: { liveSubscriptions: [] },
      after: { subscription: { _id: subscription._id, plan: 'plus' }, count: 1 },
    });
    const detail = (await server.http.get(`/api/admin/customers/${customer.id}`, operator.cookie)).json();
    expect(detail.plan.key).toBe('plus');
    expect(detail.subscriptions[0]).toMatchObject({ _id: subscription._id, grantReason: 'Support: outage compensation' });
  });

  it('extends a live subscription of the same plan: the new period starts when the last one ends', async () => {
    const customer = await createSignedInCustomer(server.app);
    const first = (await grant(customer.id, { plan: 'starter', duration: 'month', reason: 'trial' })).json().subscription;
    const second = (await grant(customer.id, { plan: 'starter', duration: 'week', count: 2, reason: 'more' })).json()
      .subscription;
    expect(second.startDate).toBe(first.endDate);
    expect(second.endDate).toBe(periodsEnd(new Date(first.endDate), 'week', 2).toISOString());
    const third = (await grant(customer.id, { plan: 'starter', duration: 'year', reason: 'again' })).json().subscription;
    expect(third.startDate).toBe(second.endDate);
    // Another plan does not queue behind it: it starts now.
    const plus = (await grant(customer.id, { plan: 'plus', duration: 'week', reason: 'upgrade' })).json().subscription;
    expect(Date.parse(plus.startDate)).toBeLessThan(Date.parse(first.endDate));
    // The higher plan is in force at once, for the quota, the customer's own view and the console's list.
    expect((await server.http.get('/api/quota', customer.cookie)).json()).toMatchObject({ plan: 'plus', messagesPerDay: null });
    expect((await server.http.get('/api/customer/subscriptions/active', customer.cookie)).json()).toMatchObject({
      subscription: { _id: plus._id },
    });
    const listed = (await server.http.get(`/api/admin/customers?q=${customer.id}`, operator.cookie)).json();
    expect(listed.customers[0].plan).toBe('plus');

    const entries = await auditOf(customer.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'subscription.grant',
      'subscription.extend',
      'subscription.extend',
      'subscription.grant',
    ]);
    expect(entries[2]!.before).toMatchObject({ liveSubscriptions: [{ _id: first._id }] });
  });

  it('refuses a plan that does not exist, a count out of range, another duration, a blank reason, and an unknown customer; nothing is stored', async () => {
    const customer = await createSignedInCustomer(server.app);
    const unchanged = await stateOf(customer.id);
    const valid = { plan: 'plus', duration: 'week', count: 1, reason: 'ok' };
    const cases: [unknown, number, RegExp][] = [
      [{ ...valid, plan: 'gold' }, 400, /plan must be starter or plus/],
      [{ ...valid, plan: 'free' }, 400, /plan must be starter or plus/],
      [{ ...valid, count: 0 }, 400, /count must be a whole number from 1 to 52/],
      [{ ...valid, count: -1 }, 400, /count/],
      [{ ...valid, count: 53 }, 400, /count/],
      [{ ...valid, count: 1.5 }, 400, /count/],
      [{ ...valid, duration: 'day' }, 400, /duration must be week, month or year/],
      [{ ...valid, reason: '   ' }, 400, /give a reason/],
      [{ ...valid, reason: 'x'.repeat(501) }, 400, /give a reason/],
      [{ plan: 'plus', duration: 'week' }, 400, /reason/],
    ];
    for (const [body, status, message] of cases) {
      const response = await grant(customer.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect((await grant(newId(), valid)).statusCode).toBe(404);
    expect((await grant(customer.id, valid, customer.cookie)).statusCode).toBe(404);
    expect(await stateOf(customer.id)).toEqual(unchanged);
  });
});

describe('POST /api/admin/customers/:id/subscriptions/:subscriptionId/cancel', () => {
  it('cancels one subscription now; the plan step sees it at once; twice is a conflict, another customer’s a 404', async () => {
    const customer = await createSignedInCustomer(server.app);
    const other = await createSignedInCustomer(server.app);
    const { subscription } = (await grant(customer.id, { plan: 'plus', duration: 'month', reason: 'gift' })).json();
    expect((await server.app.billing.planInForce(customer.id))?.key).toBe('plus');
    const cancel = (customerId: string, body: unknown = { reason: 'refunded elsewhere' }, cookie = operator.cookie) =>
      server.http.post(`/api/admin/customers/${customerId}/subscriptions/${subscription._id}/cancel`, body, cookie);

    expect((await cancel(customer.id, { reason: '' })).statusCode).toBe(400);
    expect((await cancel(other.id)).statusCode).toBe(404);
    expect((await cancel(customer.id, undefined, customer.cookie)).statusCode).toBe(404);
    const response = await cancel(customer.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toMatchObject({
      canceledAt: expect.any(String),
      grantedBy: { _id: operator.id, email: operator.email },
    });
    expect((await server.app.billing.planInForce(customer.id))?.key).toBe('free');

    const unchanged = await stateOf(customer.id);
    const again = await cancel(customer.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
    expect(await stateOf(customer.id)).toEqual(unchanged);

    const [entry] = await auditOf(customer.id);
    expect(entry).toMatchObject({
      action: 'subscription.cancel',
      reason: 'refunded elsewhere',
      before: { subscription: { _id: subscription._id, canceledAt: null } },
      after: { subscription: { _id: subscription._id, canceledAt: expect.any(String) } },
    });
  });
});

describe('POST /api/admin/customers/:id/sessions/end', () => {
  it('signs the customer out everywhere, with the reason in the audit log', async () => {
    const customer = await createSignedInCustomer(server.app);
    await server.app.sessions.create(customer.id, 'second device');
    const end = (body: unknown, cookie = operator.cookie) =>
      server.http.post(`/api/admin/customers/${customer.id}/sessions/end`, body, cookie);
    expect((await end({ reason: ' ' })).statusCode).toBe(400);
    expect((await end({ reason: 'x' }, customer.cookie)).statusCode).toBe(404);
    expect((await server.http.get('/api/customers/profile', customer.cookie)).statusCode).toBe(200);
    expect(await auditOf(customer.id)).toEqual([]);

    const response = await end({ reason: 'Account shared publicly' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect((await server.http.get('/api/customers/profile', customer.cookie)).statusCode).toBe(401);
    expect(await server.app.sessions.countLive(customer.id)).toBe(0);
    expect((await auditOf(customer.id))[0]).toMatchObject({
      action: 'customer.end-sessions',
      reason: 'Account shared publicly',
      before: { liveSessions: 2 },
      after: { liveSessions: 0 },
    });
    expect(
      (await server.http.post(`/api/admin/customers/${newId()}/sessions/end`, { reason: 'x' }, operator.cookie)).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/admin/customers/:id/deletion', () => {
  it('starts the deletion as the customer’s own request does: grace period, signed out; a second request is a conflict', async () => {
    const customer = await createSignedInCustomer(server.app);
    const start = (body: unknown, cookie = operator.cookie) =>
      server.http.post(`/api/admin/customers/${customer.id}/deletion`, body, cookie);
    expect((await start({})).statusCode).toBe(400);
    expect((await start({ reason: 'x' }, customer.cookie)).statusCode).toBe(404);
    expect(
      (await server.http.get(`/api/admin/customers/${customer.id}`, operator.cookie)).json().customer.deletionRequestedAt,
    ).toBeNull();

    const before = Date.now();
    const response = await start({ reason: 'Asked by e-mail, ticket 4411' });
    expect(response.statusCode).toBe(200);
    const scheduled = Date.parse(response.json().deletionScheduledFor);
    expect(scheduled).toBeGreaterThanOrEqual(before + 29 * DAY_MS);
    expect((await server.http.get('/api/customers/profile', customer.cookie)).statusCode).toBe(401);
    const detail = (await server.http.get(`/api/admin/customers/${customer.id}`, operator.cookie)).json();
    expect(detail.customer.deletionScheduledFor).toBe(response.json().deletionScheduledFor);
    expect(detail.liveSessions).toBe(0);

    const again = await start({ reason: 'again' });
    expect(again.statusCode).toBe(409);
    const entries = await auditOf(customer.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'customer.start-deletion', reason: 'Asked by e-mail, ticket 4411' });
    expect(
      (await server.http.post(`/api/admin/customers/${newId()}/deletion`, { reason: 'x' }, operator.cookie)).statusCode,
    ).toBe(404);
  });
});

describe('console actions on an operator’s account (issue 37, finding 6)', () => {
  it('refuses signing out or deleting the operator’s own account and another operator’s, and leaves them as they were', async () => {
    const colleague = await createSignedInOperator(server.app);
    for (const account of [operator, colleague]) {
      for (const action of ['sessions/end', 'deletion']) {
        const response = await server.http.post(`/api/admin/customers/${account.id}/${action}`, { reason: 'x' }, operator.cookie);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toMatch(/Operators cannot do this/);
      }
      expect((await server.http.get('/api/customers/profile', account.cookie)).statusCode).toBe(200);
      const detail = (await server.http.get(`/api/admin/customers/${account.id}`, operator.cookie)).json();
      expect(detail.customer.deletionRequestedAt).toBeNull();
      expect(await auditOf(account.id)).toEqual([]);
    }
  });
});
