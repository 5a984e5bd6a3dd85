import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { whatsappLinks, whatsappLinkTokens } from '../../db/schema.ts';
import { buildTestApp, useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { FakeWhatsApp, inboundPayload } from '../../test/fakes/whatsapp.ts';
import { client } from '../../test/http.ts';
import { latestCode, readOutbox } from '../../test/outbox.ts';

let customer: TestCustomer;
let numberSeq = 100;
const freshPhone = () => `+4072${String(numberSeq++).padStart(7, '0')}`;

const PHONE_TAKEN = 'This phone number is already linked to another account.';

// No WHATSAPP_TOKEN: messages go to the outbox (the embedded default).
const server = useTestApp({ env: { WHATSAPP_APP_SECRET: 'secret', WHATSAPP_VERIFY_TOKEN: 'verify' } });

beforeEach(async () => {
  customer = await createSignedInCustomer(server.app);
});

const requestCode = (phone: string, cookie = customer.cookie) =>
  server.http.post('/api/customers/links/whatsapp/code', { phone }, cookie);
const link = (phone: string, code: string, cookie = customer.cookie) =>
  server.http.post('/api/customers/links/whatsapp', { phone, code }, cookie);
async function codeFor(phone: string): Promise<string> {
  await server.app.whatsapp.sender.settled();
  return latestCode(server.app.config.dataDir, phone);
}

describe('linking by confirmation code (profile)', () => {
  it('sends a 6-digit code on WhatsApp and links the number with it', async () => {
    const phone = freshPhone();
    expect((await server.http.get('/api/customers/links/whatsapp', customer.cookie)).json()).toEqual({ phone: null });
    const sent = await requestCode(phone);
    expect(sent.statusCode).toBe(200);
    await server.app.whatsapp.sender.settled();
    const [message] = await readOutbox(server.app.config.dataDir, phone);
    expect(message).toMatchObject({ channel: 'whatsapp', to: phone });
    const response = await link(phone, await codeFor(phone));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phone });
    expect((await server.http.get('/api/customers/links/whatsapp', customer.cookie)).json()).toEqual({ phone });
  });

  it('refuses a code that was sent for another number, and a reused code', async () => {
    const [first, second] = [freshPhone(), freshPhone()];
    await requestCode(first);
    const code = await codeFor(first);
    const wrongNumber = await link(second, code);
    expect(wrongNumber.statusCode).toBe(400);
    expect(wrongNumber.json()).toMatchObject({ code: 'bad_request' });
    expect((await link(first, code)).statusCode).toBe(200);
    const reused = await link(first, code);
    expect(reused.statusCode).toBe(400);
  });

  it('voids the code after 5 wrong tries and refuses a new code within the resend interval', async () => {
    const phone = freshPhone();
    await requestCode(phone);
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await link(phone, wrong)).statusCode).toBe(400);
    expect((await link(phone, code)).statusCode).toBe(400);
    const again = await requestCode(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('refuses a number linked to another account with the §5 text', async () => {
    const phone = freshPhone();
    const other = await createSignedInCustomer(server.app);
    await server.app.database.db.insert(whatsappLinks).values({ customerId: other.id, phone });
    const response = await requestCode(phone);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', message: PHONE_TAKEN });
  });

  it('validates input and requires a session', async () => {
    expect((await requestCode('not a phone')).json()).toMatchObject({ code: 'bad_request' });
    expect((await link('+40712345678', '12')).statusCode).toBe(400);
    expect(
      (await server.http.post('/api/customers/links/whatsapp/code', { phone: '+40712345678', extra: 1 }, customer.cookie))
        .statusCode,
    ).toBe(400);
    expect((await server.http.post('/api/customers/links/whatsapp/code', { phone: '+40712345678' })).statusCode).toBe(401);
  });

  it('unlinks', async () => {
    const phone = freshPhone();
    await server.app.database.db.insert(whatsappLinks).values({ customerId: customer.id, phone });
    const response = await server.http.delete('/api/customers/links/whatsapp', undefined, customer.cookie);
    expect(response.json()).toEqual({ phone: null });
    expect(await server.app.whatsapp.repository.linkByPhone(phone)).toBeUndefined();
  });
});

describe('linking by token link (from WhatsApp)', () => {
  /** An unknown number writes; the link in the answer carries the token. */
  async function tokenFor(phone: string): Promise<string> {
    const body = JSON.stringify(inboundPayload(phone.slice(1), [{ text: 'Hello' }]));
    const { createHmac } = await import('node:crypto');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', 'secret').update(body).digest('hex')}`,
      },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    await server.app.whatsapp.sender.settled();
    const [message] = await readOutbox(server.app.config.dataDir, phone);
    const token = /\/account\/profile\/link\/whatsapp\/([\w-]{43})/.exec(message!.text)?.[1];
    if (!token) throw new Error('no link in the answer');
    return token;
  }

  it('verifies the token without a session, then links it to the signed-in account', async () => {
    const phone = freshPhone();
    const token = await tokenFor(phone);
    const check = await server.http.get(`/api/whatsapp/link-tokens/${token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, phone: expect.stringMatching(/^\+40•+\d{4}$/) });
    expect((await server.http.post('/api/customers/links/whatsapp/token', { token })).statusCode).toBe(401);
    const linked = await server.http.post('/api/customers/links/whatsapp/token', { token }, customer.cookie);
    expect(linked.json()).toEqual({ phone });
    await server.app.whatsapp.sender.settled();
    expect((await readOutbox(server.app.config.dataDir, phone)).at(-1)!.text).toContain('now linked');
  });

  it('refuses a reused, expired or forged token with "Invalid verification link"', async () => {
    const token = await tokenFor(freshPhone());
    expect((await server.http.post('/api/customers/links/whatsapp/token', { token }, customer.cookie)).statusCode).toBe(200);
    const reused = await server.http.post(
      '/api/customers/links/whatsapp/token',
      { token },
      (await createSignedInCustomer(server.app)).cookie,
    );
    expect(reused.json()).toEqual({ code: 'bad_request', message: 'Invalid verification link' });
    expect((await server.http.get(`/api/whatsapp/link-tokens/${token}`)).json()).toMatchObject({
      message: 'Invalid verification link',
    });

    const phone = freshPhone();
    const expired = await tokenFor(phone);
    await server.app.database.db
      .update(whatsappLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(whatsappLinkTokens.phone, phone));
    expect((await server.http.get(`/api/whatsapp/link-tokens/${expired}`)).statusCode).toBe(400);
    expect((await server.http.post('/api/customers/links/whatsapp/token', { token: expired }, customer.cookie)).statusCode).toBe(
      400,
    );

    const forged = 'A'.repeat(43);
    expect((await server.http.get(`/api/whatsapp/link-tokens/${forged}`)).json()).toMatchObject({
      message: 'Invalid verification link',
    });
    expect((await server.http.get('/api/whatsapp/link-tokens/short')).statusCode).toBe(400);
  });

  it('refuses a token for a number already linked to another account', async () => {
    const phone = freshPhone();
    const token = await tokenFor(phone);
    const other = await createSignedInCustomer(server.app);
    await server.app.database.db.insert(whatsappLinks).values({ customerId: other.id, phone });
    const response = await server.http.post('/api/customers/links/whatsapp/token', { token }, customer.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: PHONE_TAKEN });
  });

  it('erases the link with the account data (§4)', async () => {
    const phone = freshPhone();
    await server.app.database.db.insert(whatsappLinks).values({ customerId: customer.id, phone });
    await server.app.customerData.eraseAll(customer.id);
    expect(await server.app.whatsapp.repository.linkOf(customer.id)).toBeUndefined();
  });
});

describe('WhatsApp code template outside the 24-hour window', () => {
  it('sends the code as the authentication template to a number that has not written', async () => {
    const whatsapp = await new FakeWhatsApp().start();
    const graphApp = await buildTestApp(server.database, whatsapp.env());
    try {
      const someone = await createSignedInCustomer(graphApp);
      const phone = freshPhone();
      expect((await client(graphApp).post('/api/customers/links/whatsapp/code', { phone }, someone.cookie)).statusCode).toBe(200);
      await graphApp.whatsapp.sender.settled();
      const [sent] = whatsapp.sent;
      expect(sent).toMatchObject({ to: phone.slice(1), type: 'template', template: { name: 'verification_code' } });
      expect(sent!.template!.components[0]!.parameters[0]!.text).toMatch(/^\d{6}$/);
      // The code is not kept once it has left.
      expect((await graphApp.whatsapp.repository.outgoingTo(phone))[0]).toMatchObject({ status: 'sent', body: '' });
    } finally {
      await graphApp.close();
      await whatsapp.stop();
    }
  });
});
