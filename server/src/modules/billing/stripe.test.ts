import Stripe from 'stripe';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { FakeStripe, type FakeSession } from '../../test/fakes/stripe.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
let stripeFake: FakeStripe;
let customer: TestCustomer;
const signer = new Stripe('sk_test_unused');

beforeAll(async () => {
  stripeFake = await new FakeStripe().start();
  return () => stripeFake.stop();
});
const server = useTestApp({
  env: () => ({
    STRIPE_SECRET_KEY: stripeFake.secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripeFake.base,
  }),
});
beforeEach(async () => {
  customer = await createSignedInCustomer(server.app, { email: `card-${Date.now()}@example.com` });
});

let eventCounter = 0;
function deliver(type: string, session: FakeSession, options: { secret?: string; id?: string; signature?: string | null } = {}) {
  const payload = JSON.stringify({ id: options.id ?? `evt_${++eventCounter}`, object: 'event', type, data: { object: session } });
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
      : options.signature;
  return server.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

async function startCardPayment() {
  const created = await server.http.post('/api/payments', { plan: 'plus', duration: 'week', method: 'card' }, customer.cookie);
  expect(created.statusCode).toBe(200);
  const { payment, next } = created.json();
  const sessionId = new URL(next.url as string).pathname.split('/').pop()!;
  return { payment, next, session: stripeFake.sessions.get(sessionId)! };
}
const subscriptionCount = async () =>
  (await server.http.get('/api/customer/subscriptions', customer.cookie)).json().count as number;

describe('card payments by Stripe Checkout (real stripe client, fake API on loopback)', () => {
  it('creates a payment-mode session for the catalog price with the payment as reference and an idempotency key', async () => {
    const { payment, next, session } = await startCardPayment();
    expect(next.type).toBe('redirect');
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 499,
      currency: 'eur',
      client_reference_id: payment._id,
      metadata: { paymentId: payment._id, plan: 'plus', duration: 'week' },
    });
    expect(session.success_url).toBe(`http://localhost:80/subscribe?payment=${payment._id}`);
    expect(stripeFake.requests.at(-1)?.idempotencyKey).toBe(`checkout-${payment._id}`);
  });

  it('stays pending until paid; the webhook then settles it and grants one subscription however often it repeats', async () => {
    const { payment, session } = await startCardPayment();
    expect(
      (await server.http.post(`/api/payments/${payment._id}/verify`, undefined, customer.cookie)).json().payment.status,
    ).toBe('pending');
    stripeFake.pay(session.id);
    const event = { id: `evt_dup_${payment._id}` };
    expect((await deliver('checkout.session.completed', session, event)).statusCode).toBe(200);
    expect((await deliver('checkout.session.completed', session, event)).statusCode).toBe(200);
    expect((await deliver('checkout.session.async_payment_succeeded', session)).statusCode).toBe(200);
    expect((await server.http.get(`/api/payments/${payment._id}`, customer.cookie)).json().payment.status).toBe('succeeded');
    expect(await subscriptionCount()).toBe(1);
  });

  it('the return page verify settles it too, and then the late webhook changes nothing', async () => {
    const { payment, session } = await startCardPayment();
    stripeFake.pay(session.id);
    const verifies = await Promise.all(
      Array.from({ length: 5 }, () => server.http.post(`/api/payments/${payment._id}/verify`, undefined, customer.cookie)),
    );
    expect(verifies.every((response) => response.json().payment.status === 'succeeded')).toBe(true);
    await deliver('checkout.session.completed', session);
    expect(await subscriptionCount()).toBe(1);
  });

  it('does not trust the event: a "completed" webhook for an unpaid session grants nothing', async () => {
    const { payment, session } = await startCardPayment();
    expect((await deliver('checkout.session.completed', { ...session, payment_status: 'paid' })).statusCode).toBe(200);
    expect((await server.http.get(`/api/payments/${payment._id}`, customer.cookie)).json().payment.status).toBe('pending');
    expect(await subscriptionCount()).toBe(0);
  });

  it('refuses a webhook with a bad or missing signature with 400 and grants nothing', async () => {
    const { payment, session } = await startCardPayment();
    stripeFake.pay(session.id);
    expect((await deliver('checkout.session.completed', session, { secret: 'whsec_wrong' })).statusCode).toBe(400);
    expect((await deliver('checkout.session.completed', session, { signature: null })).statusCode).toBe(400);
    expect((await deliver('checkout.session.completed', session, { signature: 't=1,v1=deadbeef' })).statusCode).toBe(400);
    expect((await server.http.get(`/api/payments/${payment._id}`, customer.cookie)).json().payment.status).toBe('pending');
  });

  it('an expired session cancels the payment', async () => {
    const { payment, session } = await startCardPayment();
    stripeFake.expire(session.id);
    await deliver('checkout.session.expired', session);
    expect((await server.http.get(`/api/payments/${payment._id}`, customer.cookie)).json().payment).toMatchObject({
      status: 'canceled',
      failureReason: 'CHECKOUT_EXPIRED',
    });
    expect(await subscriptionCount()).toBe(0);
  });
});
