import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { FakePawapay } from '../../../test/fakes/pawapay.ts';
import { createSignedInOperator } from '../../../test/operators.ts';

let pawapay: FakePawapay;
let operator: TestCustomer;

beforeAll(async () => {
  pawapay = await new FakePawapay().start();
  return () => pawapay.stop();
});
const server = useTestApp({ env: () => ({ PAWAPAY_API_TOKEN: pawapay.token, PAWAPAY_BASE_URL: pawapay.base }) });
beforeAll(async () => {
  operator = await createSignedInOperator(server.app);
});

async function buy(customer: TestCustomer, phone: string): Promise<string> {
  const body = { plan: 'plus', duration: 'week', method: 'mobile-money', phone };
  const { payment } = (await server.http.post('/api/payments', body, customer.cookie)).json();
  await server.http.post(`/api/payments/${payment._id}/verify`, undefined, customer.cookie);
  return payment._id as string;
}
const plan = async (customer: TestCustomer) => (await server.http.get('/api/quota', customer.cookie)).json().plan as string;

describe('pawaPay payments in the console (fake API on loopback)', () => {
  it('records a refund without calling pawaPay (it has no refund here) and ends the plan', async () => {
    const customer = await createSignedInCustomer(server.app);
    const id = await buy(customer, '+237670000789');
    expect(await plan(customer)).toBe('plus');
    // pawaPay down: a refund does not ask it, so it still goes through.
    pawapay.failWith = 503;
    const received = pawapay.received.length;
    try {
      const response = await server.http.post(
        `/api/admin/payments/${id}/refund`,
        { reason: 'Paid back by hand' },
        operator.cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().payment).toMatchObject({
        gateway: 'pawapay',
        status: 'refunded',
        refundReason: 'Paid back by hand',
      });
    } finally {
      pawapay.failWith = undefined;
    }
    expect(pawapay.received).toHaveLength(received);
    expect(await plan(customer)).toBe('free');
  });

  it('re-checks a pending deposit; pawaPay down answers 503 and changes nothing', async () => {
    const customer = await createSignedInCustomer(server.app);
    const id = await buy(customer, '+237670000129');
    pawapay.failWith = 503;
    try {
      const response = await server.http.post(`/api/admin/payments/${id}/recheck`, undefined, operator.cookie);
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('pawaPay did not answer. Nothing was changed; try again in a moment.');
    } finally {
      pawapay.failWith = undefined;
    }
    expect(await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toHaveLength(0);
    const again = await server.http.post(`/api/admin/payments/${id}/recheck`, undefined, operator.cookie);
    expect(again.json().payment.status).toBe('pending');
  });
});
