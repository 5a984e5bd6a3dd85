import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chats, dashboardDays, payments, subscriptions } from '../../../db/schema.ts';
import { newId } from '../../../lib/ids.ts';
import { useTestApp } from '../../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { createSignedInOperator } from '../../../test/operators.ts';
import { DashboardRepository } from './repository.ts';
import { readDashboard } from './service.ts';

const server = useTestApp();
const db = () => server.app.database.db;

/** 21:30 in Tokyo (UTC+9), 08:30 in New York (UTC-4): the figures below are read at this instant. */
const NOW = new Date('2026-06-15T12:30:00Z');
const at = (iso: string) => new Date(iso);

async function chat(customerId: string, createdAt: Date, fields: Partial<typeof chats.$inferInsert> = {}) {
  const usage = { model: 'gpt-4o-mini', prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 };
  await db()
    .insert(chats)
    .values({
      id: newId(),
      customerId,
      input: { role: 'user', content: 'Hello', files: [] },
      output: { role: 'assistant', content: 'Hi', files: [] },
      provider: 'openai',
      model: 'gpt-4o-mini',
      usage,
      totalTokens: 30,
      status: 'done',
      createdAt,
      ...fields,
    });
}

async function payment(customerId: string, fields: Partial<typeof payments.$inferInsert>) {
  const id = newId();
  await db()
    .insert(payments)
    .values({
      id,
      customerId,
      plan: 'plus',
      duration: 'month',
      method: 'card',
      gateway: 'stripe',
      amount: 1000,
      currency: 'usd',
      externalId: `x-${id}`,
      ...fields,
    });
  return id;
}

async function subscription(customerId: string, fields: Partial<typeof subscriptions.$inferInsert>) {
  await db()
    .insert(subscriptions)
    .values({
      id: newId(),
      customerId,
      plan: 'plus',
      duration: 'month',
      startDate: at('2026-06-01T00:00:00Z'),
      endDate: at('2026-07-01T00:00:00Z'),
      ...fields,
    });
}

describe('dashboard figures (issue 22)', () => {
  const read = (range: 'today' | '7d' | '30d', zone: string) => readDashboard(new DashboardRepository(db()), range, zone, NOW);

  beforeAll(async () => {
    const customer = async (createdAt: string) => (await createSignedInCustomer(server.app, { createdAt: at(createdAt) })).id;
    const a = await customer('2026-06-15T01:00:00Z'); // today in Tokyo, yesterday in New York
    const b = await customer('2026-06-10T00:00:00Z');
    const c = await customer('2026-05-20T00:00:00Z');
    const d = await customer('2026-04-01T00:00:00Z');
    const e = await customer('2026-04-01T00:00:00Z');

    // Today in Tokyo (from 2026-06-14T15:00Z); only the last one is today in New York (from 04:00Z).
    await chat(a, at('2026-06-15T01:00:00Z'));
    await chat(a, at('2026-06-15T02:00:00Z'));
    const claude = { model: 'claude-x', prompt_tokens: 5, completion_tokens: 5, total_tokens: 10 };
    await chat(b, at('2026-06-15T03:00:00Z'), { provider: 'anthropic', model: 'claude-x', usage: claude, totalTokens: 10 });
    await chat(d, at('2026-06-15T11:00:00Z'), {
      provider: 'google',
      model: 'gemini',
      usage: null,
      totalTokens: 0,
      status: 'error',
    });
    // Imported: no message was sent here.
    await chat(a, at('2026-06-15T04:00:00Z'), { billable: false });
    await chat(b, at('2026-06-13T00:00:00Z')); // in 7 days
    await chat(c, at('2026-06-01T00:00:00Z')); // in 30 days
    await chat(d, at('2026-05-01T00:00:00Z')); // before the 30 days

    await payment(a, { status: 'succeeded', settledAt: at('2026-06-15T01:00:00Z') });
    await payment(b, { status: 'succeeded', gateway: 'sandbox', amount: 500, settledAt: at('2026-06-12T00:00:00Z') });
    await payment(c, {
      status: 'succeeded',
      gateway: 'pawapay',
      method: 'mobile-money',
      amount: 3000,
      currency: 'rwf',
      settledAt: at('2026-06-01T00:00:00Z'),
    });
    await payment(c, {
      status: 'refunded',
      amount: 2000,
      settledAt: at('2026-06-14T00:00:00Z'),
      refundedAt: at('2026-06-14T01:00:00Z'),
    });
    await payment(c, { status: 'pending' });
    await payment(c, { status: 'failed', settledAt: at('2026-06-14T00:00:00Z') });
    await payment(d, { status: 'succeeded', currency: 'eur', amount: 700, settledAt: at('2026-04-01T00:00:00Z') });

    // Current now: a (Plus, and a Starter queued after it), b (Starter), e (Plus granted by an operator).
    await subscription(a, { paymentId: newId() });
    await subscription(a, { plan: 'starter', startDate: at('2026-07-01T00:00:00Z'), endDate: at('2026-08-01T00:00:00Z') });
    await subscription(b, { plan: 'starter' });
    await subscription(c, { canceledAt: at('2026-06-10T00:00:00Z') });
    await subscription(d, { startDate: at('2026-05-01T00:00:00Z'), endDate: at('2026-06-01T00:00:00Z') });
    await subscription(e, { grantedBy: a, grantReason: 'support' });
  });

  it('counts today in the operator’s time zone, by hour', async () => {
    const tokyo = await read('today', 'Asia/Tokyo');
    expect(tokyo).toMatchObject({
      range: 'today',
      timeZone: 'Asia/Tokyo',
      from: '2026-06-14T15:00:00.000Z',
      to: NOW.toISOString(),
    });
    expect(tokyo.totals).toEqual({
      messages: 4,
      activeCustomers: 3,
      signUps: 1,
      promptTokens: 25,
      completionTokens: 45,
      totalTokens: 70,
      payingCustomers: 3,
    });
    expect(tokyo.series.unit).toBe('hour');
    // 00:00 … 21:00 in Tokyo; 01:00Z is 10:00 there.
    expect(tokyo.series.points).toHaveLength(22);
    expect(tokyo.series.points[10]).toEqual({
      start: '2026-06-15T01:00:00.000Z',
      messages: 1,
      activeCustomers: 1,
      signUps: 1,
      revenue: [{ currency: 'usd', amount: 1000 }],
    });
    expect(tokyo.tokensByModel).toEqual([
      { provider: 'openai', model: 'gpt-4o-mini', messages: 2, promptTokens: 20, completionTokens: 40, totalTokens: 60 },
      { provider: 'anthropic', model: 'claude-x', messages: 1, promptTokens: 5, completionTokens: 5, totalTokens: 10 },
      { provider: 'google', model: 'gemini', messages: 1, promptTokens: 0, completionTokens: 0, totalTokens: 0 },
    ]);
    expect(tokyo.revenue).toEqual([{ gateway: 'stripe', currency: 'usd', payments: 1, amount: 1000 }]);

    // In New York the same instant is still the morning of the 15th: only the 11:00Z message is today's.
    const newYork = await read('today', 'America/New_York');
    expect(newYork.from).toBe('2026-06-15T04:00:00.000Z');
    expect(newYork.totals).toMatchObject({ messages: 1, activeCustomers: 1, signUps: 0 });
    expect(newYork.revenue).toEqual([]);
  });

  it('counts 7 and 30 days by day: distinct customers, refunded and unsettled payments left out', async () => {
    const week = await read('7d', 'Asia/Tokyo');
    expect(week.from).toBe('2026-06-08T15:00:00.000Z');
    expect(week.totals).toMatchObject({ messages: 5, activeCustomers: 3, signUps: 2, totalTokens: 100 });
    expect(week.series.unit).toBe('day');
    expect(week.series.points.map((point) => point.messages)).toEqual([0, 0, 0, 0, 1, 0, 4]);
    expect(week.series.points.map((point) => point.activeCustomers)).toEqual([0, 0, 0, 0, 1, 0, 3]);
    expect(week.series.points[3]).toMatchObject({
      start: '2026-06-11T15:00:00.000Z',
      revenue: [{ currency: 'usd', amount: 500 }],
    });
    expect(week.revenue).toEqual([
      { gateway: 'sandbox', currency: 'usd', payments: 1, amount: 500 },
      { gateway: 'stripe', currency: 'usd', payments: 1, amount: 1000 },
    ]);

    const month = await read('30d', 'Asia/Tokyo');
    expect(month.from).toBe('2026-05-16T15:00:00.000Z');
    expect(month.series.points).toHaveLength(30);
    expect(month.totals).toMatchObject({ messages: 6, activeCustomers: 4, signUps: 3, totalTokens: 130 });
    expect(month.tokensByModel[0]).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini', messages: 4, totalTokens: 120 });
    expect(month.revenue).toEqual([
      { gateway: 'pawapay', currency: 'rwf', payments: 1, amount: 3000 },
      { gateway: 'sandbox', currency: 'usd', payments: 1, amount: 500 },
      { gateway: 'stripe', currency: 'usd', payments: 1, amount: 1000 },
    ]);
  });

  it('counts paying customers by the plan in force now, once each', async () => {
    expect((await read('today', 'UTC')).payingByPlan).toEqual([
      { plan: 'starter', name: 'Starter', customers: 1, granted: 0 },
      { plan: 'plus', name: 'Plus', customers: 2, granted: 1 },
    ]);
  });

  it('rolls each closed day up once, even when two instances ask at once, and answers the same from it', async () => {
    const zone = 'Europe/Paris';
    // The last 6 closed days first, then the 23 before them: the customers last seen agree whatever the order.
    expect((await read('7d', zone)).totals).toMatchObject({ messages: 5, activeCustomers: 3 });
    const [first, second] = await Promise.all([read('30d', zone), read('30d', zone)]);
    expect(second).toEqual(first);
    expect(first.totals).toMatchObject({ messages: 6, activeCustomers: 4 });
    const rolled = await db().select({ days: count() }).from(dashboardDays).where(eq(dashboardDays.zone, zone));
    // 29 closed days; today is counted live.
    expect(rolled[0]!.days).toBe(29);
    expect(await read('30d', zone)).toEqual(first);
    expect((await read('7d', zone)).totals).toMatchObject({ messages: 5, activeCustomers: 3 });
  });

  it('takes an unknown time zone as UTC', async () => {
    const dashboard = await read('today', 'Mars/Olympus');
    expect(dashboard).toMatchObject({ timeZone: 'UTC', from: '2026-06-15T00:00:00.000Z' });
    expect(dashboard.totals.messages).toBe(4);
  });
});

describe('GET /api/admin/dashboard', () => {
  let operator: TestCustomer;
  beforeAll(async () => {
    operator = await createSignedInOperator(server.app);
  });
  const get = (query: string, cookie: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard${query}`,
      headers: { cookie, 'x-timezone': 'America/Sao_Paulo' },
    });

  it('moves today’s figures when a customer sends a message and pays with the sandbox', async () => {
    const before = (await get('?range=today', operator.cookie)).json();
    expect(before.timeZone).toBe('America/Sao_Paulo');
    const customer = await createSignedInCustomer(server.app);
    // A chat row as the send pipeline writes it.
    await chat(customer.id, new Date());
    const bought = await server.http.post('/api/payments', { plan: 'plus', duration: 'week', method: 'card' }, customer.cookie);
    const { payment } = bought.json();
    const paid = await server.http.post(`/api/payments/${payment._id}/sandbox-checkout`, { outcome: 'paid' }, customer.cookie);
    expect(paid.json().payment.status).toBe('succeeded');

    const response = await get('?range=today', operator.cookie);
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after.totals.messages).toBe(before.totals.messages + 1);
    expect(after.totals.activeCustomers).toBe(before.totals.activeCustomers + 1);
    expect(after.totals.signUps).toBe(before.totals.signUps + 1);
    expect(after.totals.payingCustomers).toBe(before.totals.payingCustomers + 1);
    expect(after.revenue).toContainEqual({ gateway: 'sandbox', currency: 'EUR', payments: 1, amount: 499 });
    expect(after.series.points.at(-1).messages).toBe(before.series.points.at(-1).messages + 1);
    // Today is part of the 7 days too (the default range is today).
    expect((await get('?range=7d', operator.cookie)).json().totals.messages).toBeGreaterThanOrEqual(1);
    expect((await get('', operator.cookie)).json().range).toBe('today');
  });

  it('refuses an unknown range with 400, and answers a customer 404', async () => {
    const bad = await get('?range=year', operator.cookie);
    expect(bad.statusCode).toBe(400);
    const customer = await createSignedInCustomer(server.app);
    expect((await get('?range=today', customer.cookie)).statusCode).toBe(404);
  });
});
