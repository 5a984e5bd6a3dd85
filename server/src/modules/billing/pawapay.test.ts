import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { FakePawapay } from '../../test/fakes/pawapay.ts';
import { cameroonProvider } from './gateways/pawapay.ts';

let pawapay: FakePawapay;
let customer: TestCustomer;

beforeAll(async () => {
  pawapay = await new FakePawapay().start();
  return () => pawapay.stop();
});
const server = useTestApp({ env: () => ({ PAWAPAY_API_TOKEN: pawapay.token, PAWAPAY_BASE_URL: pawapay.base }) });
beforeEach(async () => {
  pawapay.failWith = undefined;
  customer = await createSignedInCustomer(server.app);
});

const buy = (phone: string) =>
  server.http.post('/api/payments', { plan: 'plus', duration: 'week', method: 'mobile-money', phone }, customer.cookie);
const callback = (depositId: string, status = 'COMPLETED') =>
  server.app.inject({
    method: 'POST',
    url: '/api/webhooks/pawapay',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ depositId, status }),
  });
const paymentOf = async (id: string) => (await server.http.get(`/api/payments/${id}`, customer.cookie)).json().payment;
const subscriptions = async () => (await server.http.get('/api/customer/subscriptions', customer.cookie)).json().count as number;

describe('mobile money by pawaPay deposits (fake API on loopback)', () => {
  it('saves the depositId first and sends the catalog amount, currency and operator', async () => {
    const created = await buy('+237670000789');
    expect(created.json().next).toEqual({ type: 'accept-on-phone' });
    const deposit = pawapay.received.at(-1) as {
      depositId: string;
      amount: string;
      currency: string;
      payer: unknown;
      clientReferenceId: string;
    };
    expect(deposit.depositId).toMatch(/^[0-9a-f-]{36}$/);
    expect(deposit).toMatchObject({ amount: '3000', currency: 'XAF', clientReferenceId: created.json().payment._id });
    expect(deposit.payer).toEqual({ type: 'MMO', accountDetails: { phoneNumber: '237670000789', provider: 'MTN_MOMO_CMR' } });
  });

  it('the callback settles it after asking pawaPay; repeated callbacks grant one subscription', async () => {
    const { payment } = (await buy('+237670000789')).json();
    const depositId = [...pawapay.deposits.keys()].at(-1)!;
    expect((await callback(depositId)).statusCode).toBe(200);
    expect((await callback(depositId)).statusCode).toBe(200);
    expect((await paymentOf(payment._id)).status).toBe('succeeded');
    expect(await subscriptions()).toBe(1);
  });

  it('a forged "COMPLETED" callback for a failed deposit grants nothing', async () => {
    const { payment } = (await buy('+237670000019')).json();
    await callback([...pawapay.deposits.keys()].at(-1)!, 'COMPLETED');
    expect(await paymentOf(payment._id)).toMatchObject({ status: 'failed', failureReason: 'PAYER_LIMIT_REACHED' });
    expect(await subscriptions()).toBe(0);
  });

  it('a number the provider rejects answers 400 with the reason, and the payment is failed', async () => {
    const response = await buy('+237670000000');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The mobile money provider refused the payment (INVALID_PHONE_NUMBER).');
    const history = (await server.http.get('/api/payments', customer.cookie)).json();
    expect(history.payments[0]).toMatchObject({ status: 'failed', failureReason: 'INVALID_PHONE_NUMBER' });
  });

  it('an outage at the start keeps the payment pending; verify later resubmits the same deposit and settles it', async () => {
    pawapay.failWith = 503;
    const response = await buy('+237670000789');
    expect(response.statusCode).toBe(503);
    const [pending] = (await server.http.get('/api/payments', customer.cookie)).json().payments;
    expect(pending.status).toBe('pending');
    pawapay.failWith = undefined;
    expect(
      (await server.http.post(`/api/payments/${pending._id}/verify`, undefined, customer.cookie)).json().payment.status,
    ).toBe('pending');
    expect(
      (await server.http.post(`/api/payments/${pending._id}/verify`, undefined, customer.cookie)).json().payment.status,
    ).toBe('succeeded');
    expect(await subscriptions()).toBe(1);
  });

  it('ignores a callback for an unknown deposit and refuses a malformed one', async () => {
    expect((await callback('00000000-0000-4000-8000-000000000000')).statusCode).toBe(200);
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/webhooks/pawapay',
      headers: { 'content-type': 'application/json' },
      payload: '{"depositId":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('picks the operator from the number', () => {
    expect(cameroonProvider('237690000789')).toBe('ORANGE_CMR');
    expect(cameroonProvider('237656000789')).toBe('ORANGE_CMR');
    expect(cameroonProvider('237670000789')).toBe('MTN_MOMO_CMR');
  });
});
