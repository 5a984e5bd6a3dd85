import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminPlan, Plan } from '@chat/protocol';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, plans } from '../../../db/schema.ts';
import { buildTestApp, useTestApp } from '../../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { createSignedInOperator } from '../../../test/operators.ts';
import type { PlanRow } from '../../billing/repository.ts';

const server = useTestApp();
let operator: TestCustomer;
let other: TestCustomer;
let customer: TestCustomer;
let seeded: PlanRow[];
beforeAll(async () => {
  operator = await createSignedInOperator(server.app);
  other = await createSignedInOperator(server.app);
  customer = await createSignedInCustomer(server.app);
  seeded = await server.database.db.select().from(plans);
});
/** Every test starts from the seeded plans. */
beforeEach(async () => {
  for (const row of seeded) await server.database.db.update(plans).set(row).where(eq(plans.key, row.key));
  server.app.billing.repository.invalidate();
});

const adminPlan = async (key: string, cookie = operator.cookie) =>
  (await server.http.get('/api/admin/plans', cookie)).json<{ plans: AdminPlan[] }>().plans.find((plan) => plan._id === key)!;
const customerPlan = async (key: string) =>
  (await server.http.get('/api/plans')).json<{ plans: Plan[] }>().plans.find((plan) => plan._id === key)!;
const planRow = async (key: 'free' | 'starter' | 'plus') =>
  (await server.database.db.select().from(plans).where(eq(plans.key, key)))[0]!;
const planAudits = async (key: string) =>
  (
    await server.database.db
      .select({ value: count() })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'plan'), eq(auditLog.targetId, key)))
  )[0]!.value;

const edit = (plan: AdminPlan, change: Record<string, unknown>) => ({
  name: plan.name,
  messagesPerDay: plan.messagesPerDay,
  prices: plan.prices,
  version: plan.version,
  ...change,
});
const put = (key: string, body: unknown, cookie = operator.cookie) => server.http.put(`/api/admin/plans/${key}`, body, cookie);

describe('the console’s plans (issue 22)', () => {
  it('lists the plans with their quota, prices, storage and version', async () => {
    const starter = await adminPlan('starter');
    expect(starter).toMatchObject({ name: 'Starter', messagesPerDay: 100, version: 1, editedAt: null });
    expect(starter.prices).toContainEqual({ duration: 'month', amount: 799, currency: 'EUR' });
    expect((await adminPlan('free')).prices).toEqual([]);
  });

  it('applies an edit at once to the customers’ plans and quota, and audits it', async () => {
    const starter = await adminPlan('starter');
    const prices = [
      { duration: 'week', amount: 250, currency: 'EUR' },
      { duration: 'month', amount: 800, currency: 'EUR' },
      { duration: 'month', amount: 4000, currency: 'XAF' },
    ];
    const saved = await put('starter', edit(starter, { name: 'Starter+', messagesPerDay: 150, prices }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ _id: 'starter', name: 'Starter+', messagesPerDay: 150, prices, version: 2 });
    expect(saved.json().editedAt).not.toBeNull();
    expect(await customerPlan('starter')).toEqual({ _id: 'starter', name: 'Starter+', messagesPerDay: 150, prices });

    const log = (await server.http.get('/api/admin/audit?targetType=plan&targetId=starter', operator.cookie)).json();
    expect(log.entries[0]).toMatchObject({
      action: 'plan.update',
      target: { type: 'plan', _id: 'starter', name: 'Starter+' },
      operator: { _id: operator.id },
      before: { name: 'Starter', messagesPerDay: 100, prices: starter.prices },
      after: { name: 'Starter+', messagesPerDay: 150, prices },
    });

    // Free's messages a day are the free daily quota.
    expect((await put('free', edit(await adminPlan('free'), { messagesPerDay: 3 }))).statusCode).toBe(200);
    const quota = await server.http.get('/api/quota', customer.cookie);
    expect(quota.json()).toMatchObject({ plan: 'free', messagesPerDay: 3, messagesLeft: 3 });
  });

  it('tells the second of two operators editing the same plan that it changed meanwhile; the first’s edit stays', async () => {
    const [first, second] = [await adminPlan('plus'), await adminPlan('plus', other.cookie)];
    expect(first.version).toBe(second.version);
    expect((await put('plus', edit(first, { name: 'Plus Gold' }))).statusCode).toBe(200);
    const audits = await planAudits('plus');
    const refused = await put('plus', edit(second, { name: 'Plus Silver' }), other.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'conflict',
      message: 'This plan was changed by someone else meanwhile. Reload to see the current values.',
    });
    expect(await planRow('plus')).toMatchObject({ name: 'Plus Gold', version: 2 });
    expect(await planAudits('plus')).toBe(audits);
  });

  it('saves one of two edits sent at the same moment on the same version, and refuses the other', async () => {
    const plus = await adminPlan('plus');
    const answers = await Promise.all([
      put('plus', edit(plus, { messagesPerDay: 500 })),
      put('plus', edit(plus, { messagesPerDay: 600 }), other.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const saved = answers.find((answer) => answer.statusCode === 200)!.json<AdminPlan>();
    expect(await planRow('plus')).toMatchObject({ messagesPerDay: saved.messagesPerDay, version: 2 });
  });

  it.each([
    ['a price of 0', { prices: [{ duration: 'month', amount: 0, currency: 'EUR' }] }, 400, /A price must be more than 0/],
    ['a negative price', { prices: [{ duration: 'month', amount: -5, currency: 'EUR' }] }, 400, /A price must be more than 0/],
    ['a price in fractions of a cent', { prices: [{ duration: 'month', amount: 9.5, currency: 'EUR' }] }, 400, /whole number/],
    ['an unknown currency code', { prices: [{ duration: 'month', amount: 900, currency: 'euro' }] }, 400, /three-letter/],
    ['an unknown duration', { prices: [{ duration: 'day', amount: 900, currency: 'EUR' }] }, 400, /duration/],
    [
      'two prices for one duration and currency',
      {
        prices: [
          { duration: 'month', amount: 900, currency: 'EUR' },
          { duration: 'month', amount: 950, currency: 'EUR' },
        ],
      },
      400,
      /one price per duration and currency/,
    ],
    ['a negative number of messages', { messagesPerDay: -1 }, 400, /messagesPerDay/],
    ['an empty name', { name: '  ' }, 400, /name/],
  ])('refuses %s and changes nothing', async (_label, change, status, message) => {
    const before = await planRow('starter');
    const audits = await planAudits('starter');
    const response = await put('starter', edit(await adminPlan('starter'), change));
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await planRow('starter')).toEqual(before);
    expect(await planAudits('starter')).toBe(audits);
  });

  it('refuses prices or unlimited messages on Free, and an unknown plan', async () => {
    const free = await adminPlan('free');
    const before = await planRow('free');
    const priced = await put('free', edit(free, { prices: [{ duration: 'month', amount: 100, currency: 'EUR' }] }));
    expect(priced.statusCode).toBe(400);
    expect(priced.json().message).toBe('The free plan has no prices.');
    expect((await put('free', edit(free, { messagesPerDay: null }))).statusCode).toBe(400);
    expect(await planRow('free')).toEqual(before);

    const gold = await put('gold', edit(free, {}));
    expect(gold.statusCode).toBe(404);
    expect(gold.json()).toEqual({ code: 'not_found', message: 'No plan gold.' });
    expect(await planAudits('gold')).toBe(0);
  });

  it('keeps an edited plan when an instance applies the catalog file at start-up', async () => {
    expect((await put('starter', edit(await adminPlan('starter'), { messagesPerDay: 150 }))).statusCode).toBe(200);
    const file = path.join(tmpdir(), `plans-${Date.now()}.json`);
    const filePrice = [{ duration: 'month', amount: 1234, currency: 'EUR' }];
    writeFileSync(
      file,
      JSON.stringify({
        plans: [
          { key: 'starter', name: 'Starter', messagesPerDay: 50, prices: filePrice },
          { key: 'plus', name: 'Plus', messagesPerDay: null, prices: filePrice },
        ],
      }),
    );
    // Another instance starts on the same database with the file.
    const restarted = await buildTestApp(server.database, { PLANS_CATALOG: file });
    await restarted.close();
    expect(await planRow('starter')).toMatchObject({ messagesPerDay: 150, version: 2 });
    expect(await planRow('plus')).toMatchObject({ prices: filePrice, editedAt: null });
  });

  it('is no route for a customer', async () => {
    expect((await server.http.get('/api/admin/plans', customer.cookie)).statusCode).toBe(404);
    const response = await put('starter', edit(await adminPlan('starter'), { messagesPerDay: 1 }), customer.cookie);
    expect(response.statusCode).toBe(404);
    expect((await planRow('starter')).messagesPerDay).toBe(100);
  });
});
