import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, subscriptions } from '../../../db/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { FakeStripe } from '../../../test/fakes/stripe.ts';
import { createSignedInOperator } from '../../../test/operators.ts';

let stripeFake: FakeStripe;
let operator: TestCustomer;

beforeAll(async () => {
  stripeFake = await new FakeStripe().start();
  return () => stripeFake.stop();
});
const server = useTestApp({
  env: () => ({ STRIPE_SECRET_KEY: stripeFake.secretKey, STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_API_BASE: stripeFake.base }),
});
beforeAll(async () => {
  operator = await createSignedInOperator(server.app);
});

/** A card payment paid on Stripe's page and verified: succeeded, with its week of Plus. */
async function paidByCard(customer: TestCustomer) {
  const created = await server.http.post('/api/payments', { plan: 'plus', duration: 'week', method: 'card' }, customer.cookie);
  const { payment, next } = created.json();
  const sessionId = new URL(next.url as string).pathname.split('/').pop()!;
  const session = stripeFake.pay(sessionId);
  const verified = await server.http.post(`/api/payments/${payment._id}/verify`, undefined, customer.cookie);
  expect(verified.json().payment.status).toBe('succeeded');
  return { id: payment._id as string, session };
}

const refundCalls = () => stripeFake.requests.filter((request) => request.path === '/v1/refunds');
const plan = async (customer: TestCustomer) => (await server.http.get('/api/quota', customer.cookie)).json().plan as string;
const refund = (id: string, reason = 'Asked by the customer') =>
  server.http.post(`/api/admin/payments/${id}/refund`, { reason }, operator.cookie);

describe('refunding a Stripe payment (real stripe client, fake API on loopback)', () => {
  it('refunds the session’s PaymentIntent once, with an idempotency key, then marks the payment and ends the plan', async () => {
    const customer = await createSignedInCustomer(server.app);
    const { id, session } = await paidByCard(customer);
    expect(await plan(customer)).toBe('plus');
    const calls = refundCalls().length;

    const response = await refund(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().payment).toMatchObject({ _id: id, gateway: 'stripe', status: 'refunded' });
    expect(refundCalls()).toHaveLength(calls + 1);
    expect(refundCalls().at(-1)!.idempotencyKey).toBe(`refund-${id}`);
    const [stripeRefund] = [...stripeFake.refunds.values()].filter((item) => item.payment_intent === session.payment_intent);
    expect(stripeRefund).toMatchObject({ object: 'refund', amount: 499, currency: 'eur', status: 'succeeded' });
    expect(await plan(customer)).toBe('free');

    const again = await refund(id);
    expect(again.statusCode).toBe(409);
    expect(refundCalls()).toHaveLength(calls + 1);
  });

  it('changes nothing when Stripe refuses (refunded in the Dashboard meanwhile), and says why', async () => {
    const customer = await createSignedInCustomer(server.app);
    const { id, session } = await paidByCard(customer);
    stripeFake.refundInDashboard(session.id);

    const response = await refund(id);
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('service_unavailable');
    expect(response.json().message).toMatch(/^Stripe refused the refund: Charge ch_test_\w+ has already been refunded\./);
    const [row] = await server.database.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({ status: 'succeeded', refundedAt: null, refundReason: null });
    const [grant] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.paymentId, id));
    expect(grant!.canceledAt).toBeNull();
    expect(await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toHaveLength(0);
    expect(await plan(customer)).toBe('plus');
  });

  it('changes nothing when Stripe does not answer, and says to try again', async () => {
    const customer = await createSignedInCustomer(server.app);
    const { id } = await paidByCard(customer);
    stripeFake.failWith = 500;
    try {
      const response = await refund(id);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'service_unavailable',
        message: 'Stripe did not answer. Nothing was changed; try again in a moment.',
      });
    } finally {
      stripeFake.failWith = undefined;
    }
    const [row] = await server.database.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({ status: 'succeeded', refundedAt: null });
    expect(await plan(customer)).toBe('plus');
    // Stripe back: the same idempotency key refunds it once.
    expect((await refund(id)).statusCode).toBe(200);
  });

  it('re-checks a pending Stripe payment with Stripe', async () => {
    const customer = await createSignedInCustomer(server.app);
    const created = await server.http.post('/api/payments', { plan: 'plus', duration: 'week', method: 'card' }, customer.cookie);
    const { payment, next } = created.json();
    const recheck = () => server.http.post(`/api/admin/payments/${payment._id}/recheck`, undefined, operator.cookie);
    expect((await recheck()).json().payment.status).toBe('pending');
    stripeFake.pay(new URL(next.url as string).pathname.split('/').pop()!);
    expect((await recheck()).json().payment.status).toBe('succeeded');
    expect(await plan(customer)).toBe('plus');
  });
});
