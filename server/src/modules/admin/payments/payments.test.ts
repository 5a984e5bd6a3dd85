import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, subscriptions } from '../../../db/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { createSignedInOperator } from '../../../test/operators.ts';

// The sandbox gateway (no STRIPE_/PAWAPAY_ settings): mobile money settles by the phone number.
const server = useTestApp();
let operator: TestCustomer;
let customer: TestCustomer;

beforeAll(async () => {
  operator = await createSignedInOperator(server.app);
  customer = await createSignedInCustomer(server.app);
});

async function buy(phone = '+237670000789', who = customer): Promise<string> {
  const body = { plan: 'plus', duration: 'week', method: 'mobile-money', phone };
  const created = await server.http.post('/api/payments', body, who.cookie);
  expect(created.statusCode).toBe(200);
  const id = created.json().payment._id as string;
  await server.http.post(`/api/payments/${id}/verify`, undefined, who.cookie);
  return id;
}

const plan = async (who = customer) => (await server.http.get('/api/quota', who.cookie)).json().plan as string;
const paymentRow = async (id: string) => (await server.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const auditOf = (id: string) => server.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));

describe('GET /api/admin/payments (issue 22)', () => {
  it('lists every payment newest first with its customer, filtered by status and gateway', async () => {
    const succeeded = await buy();
    const failed = await buy('+237670000019');
    const response = await server.http.get('/api/admin/payments', operator.cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.payments.slice(0, 2).map((payment: { _id: string }) => payment._id)).toEqual([failed, succeeded]);
    expect(list.payments[1]).toMatchObject({
      _id: succeeded,
      customer: { _id: customer.id, email: customer.email, phone: null },
      plan: 'plus',
      duration: 'week',
      method: 'mobile-money',
      gateway: 'sandbox',
      amount: 3000,
      currency: 'XAF',
      status: 'succeeded',
      refundedAt: null,
      refundReason: null,
      failureReason: null,
    });
    expect(list.payments[0]).toMatchObject({ status: 'failed', failureReason: 'PAYER_LIMIT_REACHED' });

    const onlyFailed = (await server.http.get('/api/admin/payments?status=failed&gateway=sandbox', operator.cookie)).json();
    expect(onlyFailed.payments.every((payment: { status: string }) => payment.status === 'failed')).toBe(true);
    expect(onlyFailed.payments.map((payment: { _id: string }) => payment._id)).toContain(failed);
    expect((await server.http.get('/api/admin/payments?gateway=stripe', operator.cookie)).json()).toMatchObject({
      payments: [],
      count: 0,
    });
  });

  it('refuses a bad filter with 400', async () => {
    for (const query of ['status=paid', 'gateway=paypal', 'limit=0', 'skip=-1']) {
      const response = await server.http.get(`/api/admin/payments?${query}`, operator.cookie);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('is not there for a customer', async () => {
    const id = await buy();
    expect((await server.http.get('/api/admin/payments', customer.cookie)).statusCode).toBe(404);
    const refund = await server.http.post(`/api/admin/payments/${id}/refund`, { reason: 'x' }, customer.cookie);
    expect(refund.statusCode).toBe(404);
    expect((await server.http.post(`/api/admin/payments/${id}/recheck`, undefined, customer.cookie)).statusCode).toBe(404);
    expect((await paymentRow(id)).status).toBe('succeeded');
  });
});

describe('POST /api/admin/payments/:id/refund (sandbox and pawaPay: recorded, no gateway call)', () => {
  it('marks the payment refunded, cancels its subscription at once and writes the audit log', async () => {
    const buyer = await createSignedInCustomer(server.app);
    const id = await buy('+237670000789', buyer);
    expect(await plan(buyer)).toBe('plus');

    const response = await server.http.post(`/api/admin/payments/${id}/refund`, { reason: ' Charged twice. ' }, operator.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().payment).toMatchObject({ _id: id, status: 'refunded', refundReason: 'Charged twice.' });
    expect(response.json().payment.refundedAt).toEqual(expect.any(String));
    expect(await plan(buyer)).toBe('free');
    const [grant] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.paymentId, id));
    expect(grant!.canceledAt).not.toBeNull();

    // The console names a payment by who paid it (issue 38).
    const log = (await server.http.get(`/api/admin/audit?targetType=payment&targetId=${id}`, operator.cookie)).json();
    expect(log.entries[0].target).toEqual({ type: 'payment', _id: id, name: 'Test Customer' });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'payment.refund',
      targetType: 'payment',
      operatorId: operator.id,
      reason: 'Charged twice.',
      before: { status: 'succeeded', refundedAt: null },
      after: { status: 'refunded', canceledSubscription: grant!.id },
    });
  });

  it('refuses a second refund, and a payment that did not succeed, with 409 and changes nothing', async () => {
    const id = await buy();
    expect((await server.http.post(`/api/admin/payments/${id}/refund`, { reason: 'Once' }, operator.cookie)).statusCode).toBe(
      200,
    );
    const before = await paymentRow(id);
    const again = await server.http.post(`/api/admin/payments/${id}/refund`, { reason: 'Twice' }, operator.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', message: 'This payment is already refunded.' });
    expect(await paymentRow(id)).toEqual(before);
    expect(await auditOf(id)).toHaveLength(1);

    const failed = await buy('+237670000029');
    const refused = await server.http.post(`/api/admin/payments/${failed}/refund`, { reason: 'x' }, operator.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a succeeded payment can be refunded; this one is failed.');
    expect((await paymentRow(failed)).status).toBe('failed');
  });

  it('needs a reason of 1 to 500 characters and a known payment', async () => {
    const id = await buy();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'ok', amount: 1 }]) {
      expect((await server.http.post(`/api/admin/payments/${id}/refund`, body, operator.cookie)).statusCode).toBe(400);
    }
    expect((await server.http.post('/api/admin/payments/nope/refund', { reason: 'x' }, operator.cookie)).statusCode).toBe(400);
    const unknown = await server.http.post(`/api/admin/payments/${'a'.repeat(24)}/refund`, { reason: 'x' }, operator.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(await paymentRow(id)).toMatchObject({ status: 'succeeded', refundReason: null });
    expect(await auditOf(id)).toHaveLength(0);
  });
});

describe('POST /api/admin/payments/:id/recheck', () => {
  it('asks the gateway again: a pending one settles, one still pending stays so; both are audited', async () => {
    const created = await server.http.post('/api/payments', { plan: 'plus', duration: 'week', method: 'card' }, customer.cookie);
    const card = created.json().payment._id as string;
    // The person paid on the sandbox checkout page, but the return page never verified.
    await server.database.db.update(payments).set({ sandboxOutcome: 'paid' }).where(eq(payments.id, card));
    const response = await server.http.post(`/api/admin/payments/${card}/recheck`, undefined, operator.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().payment).toMatchObject({ _id: card, status: 'succeeded', customer: { _id: customer.id } });
    expect((await auditOf(card))[0]).toMatchObject({
      action: 'payment.recheck',
      before: { status: 'pending' },
      after: { status: 'succeeded' },
    });

    const waiting = await buy('+237670000129');
    const still = await server.http.post(`/api/admin/payments/${waiting}/recheck`, undefined, operator.cookie);
    expect(still.json().payment.status).toBe('pending');
    expect((await auditOf(waiting))[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'pending' } });
  });

  it('answers a settled payment as it is, without asking or auditing', async () => {
    const id = await buy();
    const response = await server.http.post(`/api/admin/payments/${id}/recheck`, undefined, operator.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().payment.status).toBe('succeeded');
    expect(await auditOf(id)).toHaveLength(0);
  });
});
