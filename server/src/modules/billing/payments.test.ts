import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';

const server = useTestApp();
let customer: TestCustomer;

beforeEach(async () => {
  customer = await createSignedInCustomer(server.app);
});

const buy = (body: Record<string, unknown>, cookie = customer.cookie) => server.http.post('/api/payments', body, cookie);
const activePlan = async (cookie = customer.cookie) =>
  (await server.http.get('/api/customer/subscriptions/active', cookie)).json().subscription?.subscription.plan ?? null;

describe('mobile money on the sandbox gateway', () => {
  it('a number ending in 789 pays: verify settles it and Plus becomes active', async () => {
    const created = await buy({ plan: 'plus', duration: 'week', method: 'mobile-money', phone: '+237670000789' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      payment: { status: 'pending', amount: 3000, currency: 'XAF', phone: '+237670000789' },
      next: { type: 'accept-on-phone' },
    });
    const verified = await server.http.post(`/api/payments/${created.json().payment._id}/verify`, undefined, customer.cookie);
    expect(verified.json().payment.status).toBe('succeeded');
    expect(await activePlan()).toBe('plus');
  });

  it.each([
    ['+237670000019', 'PAYER_LIMIT_REACHED'],
    ['+237670000029', 'PAYER_NOT_FOUND'],
    ['+237670000039', 'PAYMENT_NOT_APPROVED'],
  ])('%s fails with %s and grants nothing', async (phone, reason) => {
    const created = await buy({ plan: 'starter', duration: 'month', method: 'mobile-money', phone });
    const verified = await server.http.post(`/api/payments/${created.json().payment._id}/verify`, undefined, customer.cookie);
    expect(verified.json().payment).toMatchObject({ status: 'failed', failureReason: reason });
    expect(await activePlan()).toBeNull();
  });

  it('a number ending in 129 stays pending however often it is verified', async () => {
    const created = await buy({ plan: 'plus', duration: 'week', method: 'mobile-money', phone: '+237670000129' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await server.http.post(`/api/payments/${created.json().payment._id}/verify`, undefined, customer.cookie)).json().payment
          .status,
      ).toBe('pending');
    }
    expect(await activePlan()).toBeNull();
  });

  it('needs a valid phone number', async () => {
    expect((await buy({ plan: 'plus', duration: 'week', method: 'mobile-money' })).json().message).toBe(
      'Enter the phone number of the mobile money account.',
    );
    expect((await buy({ plan: 'plus', duration: 'week', method: 'mobile-money', phone: '12' })).statusCode).toBe(400);
  });
});

describe('card on the sandbox gateway', () => {
  it('redirects to the local checkout; paying there settles once and grants Plus for a week', async () => {
    const created = await buy({ plan: 'plus', duration: 'week', method: 'card' });
    const { payment, next } = created.json();
    expect(payment).toMatchObject({ amount: 499, currency: 'EUR', status: 'pending' });
    expect(next).toEqual({ type: 'redirect', url: `/subscribe/checkout?payment=${payment._id}` });
    expect(
      (await server.http.post(`/api/payments/${payment._id}/verify`, undefined, customer.cookie)).json().payment.status,
    ).toBe('pending');
    const paid = await server.http.post(`/api/payments/${payment._id}/sandbox-checkout`, { outcome: 'paid' }, customer.cookie);
    expect(paid.json().payment.status).toBe('succeeded');
    const active = (await server.http.get('/api/customer/subscriptions/active', customer.cookie)).json().subscription
      .subscription;
    expect(new Date(active.endDate).getTime() - new Date(active.startDate).getTime()).toBe(7 * 24 * 3600_000);
  });

  it('a cancelled checkout grants nothing and cannot be paid afterwards', async () => {
    const { payment } = (await buy({ plan: 'starter', duration: 'year', method: 'card' })).json();
    expect(
      (await server.http.post(`/api/payments/${payment._id}/sandbox-checkout`, { outcome: 'canceled' }, customer.cookie)).json()
        .payment.status,
    ).toBe('canceled');
    expect(
      (await server.http.post(`/api/payments/${payment._id}/sandbox-checkout`, { outcome: 'paid' }, customer.cookie)).json()
        .payment.status,
    ).toBe('canceled');
    expect(await activePlan()).toBeNull();
  });
});

describe('money is exact', () => {
  it('takes the amount from the catalog and ignores one sent by the client', async () => {
    const created = await buy({ plan: 'plus', duration: 'year', method: 'card', amount: 1 });
    expect(created.statusCode).toBe(200);
    expect(created.json().payment.amount).toBe(14999);
  });

  it('refuses an unknown plan or duration, and the free plan', async () => {
    expect((await buy({ plan: 'gold', duration: 'week', method: 'card' })).statusCode).toBe(400);
    expect((await buy({ plan: 'plus', duration: 'day', method: 'card' })).statusCode).toBe(400);
    expect((await buy({ plan: 'free', duration: 'week', method: 'card' })).statusCode).toBe(400);
  });

  it('settles exactly once under many parallel verify calls', async () => {
    const { payment } = (await buy({ plan: 'plus', duration: 'month', method: 'mobile-money', phone: '+237670000789' })).json();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => server.http.post(`/api/payments/${payment._id}/verify`, undefined, customer.cookie)),
    );
    expect(results.every((result) => result.json().payment.status === 'succeeded')).toBe(true);
    expect((await server.http.get('/api/customer/subscriptions', customer.cookie)).json().count).toBe(1);
  });
});

describe('access', () => {
  it("answers 404 for another customer's payment, and 401 without a session", async () => {
    const { payment } = (await buy({ plan: 'plus', duration: 'week', method: 'card' })).json();
    const other = await createSignedInCustomer(server.app);
    expect((await server.http.get(`/api/payments/${payment._id}`, other.cookie)).statusCode).toBe(404);
    expect((await server.http.post(`/api/payments/${payment._id}/verify`, undefined, other.cookie)).statusCode).toBe(404);
    expect(
      (await server.http.post(`/api/payments/${payment._id}/sandbox-checkout`, { outcome: 'paid' }, other.cookie)).statusCode,
    ).toBe(404);
    expect((await server.http.get('/api/payments')).statusCode).toBe(401);
  });

  it('lists the payment history newest first', async () => {
    await buy({ plan: 'starter', duration: 'week', method: 'card' });
    await buy({ plan: 'plus', duration: 'week', method: 'card' });
    const history = (await server.http.get('/api/payments', customer.cookie)).json();
    expect(history).toMatchObject({ count: 2, limit: 24, skip: 0 });
    expect(history.payments[0].plan).toBe('plus');
  });
});
