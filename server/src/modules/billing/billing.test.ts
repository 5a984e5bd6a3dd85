import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, subscriptions } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { BillingRepository } from './repository.ts';

const server = useTestApp();
let repository: BillingRepository;

beforeAll(() => {
  repository = new BillingRepository(server.database.db);
});
beforeEach(async () => {
  await server.database.db.delete(subscriptions);
  await server.database.db.delete(customers);
});

describe('GET /api/plans', () => {
  it('lists Free, Starter and Plus from the seeded catalog, to guests too', async () => {
    const response = await server.http.get('/api/plans');
    expect(response.statusCode).toBe(200);
    const { plans } = response.json<{
      plans: { _id: string; name: string; messagesPerDay: number | null; prices: unknown[] }[];
    }>();
    expect(plans.map((plan) => plan.name)).toEqual(['Free', 'Starter', 'Plus']);
    expect(plans[0]).toMatchObject({ _id: 'free', messagesPerDay: 10, prices: [] });
    expect(plans[2]).toMatchObject({ _id: 'plus', messagesPerDay: null });
    expect(plans[2]!.prices).toContainEqual({ duration: 'week', amount: 499, currency: 'EUR' });
  });
});

describe('subscriptions', () => {
  it('needs a session', async () => {
    expect((await server.http.get('/api/customer/subscriptions')).statusCode).toBe(401);
    expect((await server.http.get('/api/customer/subscriptions/active')).statusCode).toBe(401);
  });

  it('answers no active subscription for a new customer, and an empty page', async () => {
    const customer = await createSignedInCustomer(server.app);
    expect((await server.http.get('/api/customer/subscriptions/active', customer.cookie)).json()).toEqual({ subscription: null });
    expect((await server.http.get('/api/customer/subscriptions', customer.cookie)).json()).toEqual({
      subscriptions: [],
      limit: 24,
      skip: 0,
      count: 0,
    });
  });

  it('queues a plan bought while another is active to start when it ends', async () => {
    const customer = await createSignedInCustomer(server.app);
    const now = new Date('2026-11-22T10:00:00Z');
    const first = await repository.grant(customer.id, 'plus', 'week', newId(), now);
    const second = await repository.grant(customer.id, 'starter', 'month', newId(), new Date('2026-11-23T10:00:00Z'));
    expect(first.endDate.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(second.startDate.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(second.endDate.toISOString()).toBe('2026-12-29T10:00:00.000Z');
  });

  it('grants exactly one subscription per payment, even when granted many times at once', async () => {
    const customer = await createSignedInCustomer(server.app);
    const paymentId = newId();
    const grants = await Promise.all(Array.from({ length: 8 }, () => repository.grant(customer.id, 'plus', 'week', paymentId)));
    expect(new Set(grants.map((grant) => grant.id)).size).toBe(1);
    const page = (await server.http.get('/api/customer/subscriptions', customer.cookie)).json();
    expect(page.count).toBe(1);
  });

  it('shows the current subscription as active, with its expiry, and pages the history newest first', async () => {
    const customer = await createSignedInCustomer(server.app);
    const granted = await repository.grant(customer.id, 'plus', 'week', newId());
    await repository.grant(customer.id, 'starter', 'month', newId());
    const active = (await server.http.get('/api/customer/subscriptions/active', customer.cookie)).json();
    expect(active.subscription).toMatchObject({
      _id: granted.id,
      subscription: { plan: 'plus', name: 'Plus', endDate: granted.endDate.toISOString(), canceledAt: null },
    });
    const page = (await server.http.get('/api/customer/subscriptions?skip=0&limit=1', customer.cookie)).json();
    expect(page).toMatchObject({ limit: 1, skip: 0, count: 2 });
    expect(page.subscriptions[0].subscription.plan).toBe('starter');
  });

  it("never shows another customer's subscriptions", async () => {
    const owner = await createSignedInCustomer(server.app);
    const other = await createSignedInCustomer(server.app);
    await repository.grant(owner.id, 'plus', 'year', newId());
    expect((await server.http.get('/api/customer/subscriptions', other.cookie)).json().count).toBe(0);
    expect((await server.http.get('/api/customer/subscriptions/active', other.cookie)).json().subscription).toBeNull();
  });

  it('refuses bad paging', async () => {
    const customer = await createSignedInCustomer(server.app);
    expect((await server.http.get('/api/customer/subscriptions?limit=0', customer.cookie)).statusCode).toBe(400);
    expect((await server.http.get('/api/customer/subscriptions?skip=-1', customer.cookie)).statusCode).toBe(400);
  });
});
