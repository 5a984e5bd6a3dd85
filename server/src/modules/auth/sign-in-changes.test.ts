import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customers, sessions } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { latestCodeSent, readOutbox } from '../../test/outbox.ts';
import { connectSocket, emitEvent, type TestSocket } from '../../test/socket.ts';
import { hashPassword } from './passwords.ts';

const server = useTestApp({ listen: true });
beforeEach(() => server.database.reset());
const sockets: TestSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  vi.useRealTimers();
});

const outbox = (to: string) => readOutbox(server.app.config.dataDir, to);
const code = (to: string) => latestCodeSent(server.app, to);
const post = (url: string, body: unknown, cookie?: string) => server.http.post(`/api/customers${url}`, body, cookie);
const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 9)}@example.com`;

/** The customer's sessions proved ownership longer ago than the window (10 minutes): like a session stolen later. */
async function ageProof(customer: TestCustomer) {
  await server.database.db
    .update(sessions)
    .set({ reauthenticatedAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(sessions.customerId, customer.id));
}

/** A second session of the same customer (another device), with its socket. */
async function otherDevice(customer: TestCustomer) {
  const { token } = await server.app.sessions.create(customer.id, 'other device');
  const cookie = `${server.app.sessionCookie}=${token}`;
  const socket = await connectSocket(server.app, cookie);
  sockets.push(socket);
  return { cookie, socket };
}

async function proveWithEmailCode(customer: TestCustomer) {
  const sent = await post('/auth/reauthenticate/request', { channel: 'email' }, customer.cookie);
  expect(sent.json()).toEqual({ channel: 'mail', resendAfterSeconds: 30 });
  return post('/auth/reauthenticate', { method: 'code', channel: 'email', code: await code(customer.email) }, customer.cookie);
}

/** Changes the e-mail through the profile's two steps; answers the verify response. */
async function changeEmail(customer: TestCustomer, to: string) {
  expect((await post('/auth/verify-identifier/request', { identifier: to }, customer.cookie)).statusCode).toBe(200);
  return post('/auth/verify-identifier', { identifier: to, code: await code(to) }, customer.cookie);
}

const undoTokenIn = (text: string) => text.match(/\/account\/undo-change\/([\w-]{43})\b/)?.[1];

describe('changing a sign-in identifier needs a recent proof of ownership (ASVS 7.5.1)', () => {
  it('refuses a session whose proof is older than 10 minutes with 403, and sends no code', async () => {
    const customer = await createSignedInCustomer(server.app, { email: unique('owner') });
    await ageProof(customer);
    const attacker = unique('attacker');
    const request = await post('/auth/verify-identifier/request', { identifier: attacker }, customer.cookie);
    expect(request.statusCode).toBe(403);
    expect(request.json()).toEqual({
      code: 'reauthentication_required',
      message: 'For your security, confirm it is you first: enter a code we send to your e-mail or phone, or your password.',
    });
    expect(await outbox(attacker)).toEqual([]);
    const verify = await post('/auth/verify-identifier', { identifier: attacker, code: '123456' }, customer.cookie);
    expect(verify.json().code).toBe('reauthentication_required');
  });

  it('with a code to the current e-mail: changes it, tells the old address with an undo link, and ends the other sessions and sockets', async () => {
    const old = unique('old');
    const customer = await createSignedInCustomer(server.app, { email: old, name: 'Ion Popescu', locale: 'ro' });
    const here = await connectSocket(server.app, customer.cookie);
    sockets.push(here);
    const other = await otherDevice(customer);
    await ageProof(customer);

    const proved = await proveWithEmailCode(customer);
    expect(proved.statusCode).toBe(200);
    expect(Date.parse(proved.json().reauthenticatedUntil)).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect((await outbox(old))[0]!.subject).toBe('Codul tău de confirmare');

    const otherGone = new Promise((resolve) => other.socket.on('disconnect', resolve));
    const fresh = unique('new');
    const changed = await changeEmail(customer, fresh);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().customer.email).toBe(fresh);

    const notice = (await outbox(old)).at(-1)!;
    expect(notice.subject).toBe('Datele tale de autentificare au fost modificate');
    expect(notice.text).toMatch(
      /^Bună ziua, Ion Popescu,\n\nAdresa de e-mail a contului tău Chat Assistant a fost schimbată în /,
    );
    expect(notice.text).toContain(fresh);
    expect(undoTokenIn(notice.text)).toBeTruthy();

    expect((await server.http.get('/api/customers/profile', other.cookie)).statusCode).toBe(401);
    await otherGone;
    expect((await server.http.get('/api/customers/profile', customer.cookie)).statusCode).toBe(200);
    expect((await emitEvent(here, 'no:such-event', {})).ok).toBe(false);
    expect(here.connected).toBe(true);
  });

  it('with the password; a wrong one is refused, and the fifth wrong one ends the session', async () => {
    const old = unique('pw');
    const customer = await createSignedInCustomer(server.app, {
      email: old,
      passwordHash: await hashPassword('correct horse battery'),
    });
    await ageProof(customer);
    const wrong = await post('/auth/reauthenticate', { method: 'password', password: 'wrong guess' }, customer.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The password is incorrect.');
    const right = await post('/auth/reauthenticate', { method: 'password', password: 'correct horse battery' }, customer.cookie);
    expect(right.statusCode).toBe(200);

    const phone = '+33612345678';
    expect((await post('/auth/verify-identifier/request', { identifier: phone }, customer.cookie)).statusCode).toBe(200);
    const added = await post('/auth/verify-identifier', { identifier: phone, code: await code(phone) }, customer.cookie);
    expect(added.json().customer.phone).toBe(phone);
    expect((await outbox(old)).at(-1)!.text).toMatch(/^Hello Test Customer,\n\nThe phone number \+33612345678 was added/);

    const thief = await createSignedInCustomer(server.app, { passwordHash: await hashPassword('the owner knows it') });
    await ageProof(thief);
    const guesses = [];
    for (let guess = 0; guess < 5; guess += 1)
      guesses.push(
        (await post('/auth/reauthenticate', { method: 'password', password: `guess ${guess}` }, thief.cookie)).statusCode,
      );
    expect(guesses).toEqual([400, 400, 400, 400, 401]);
    expect((await server.http.get('/api/customers/profile', thief.cookie)).statusCode).toBe(401);
  });

  it('sends the proof code only to an identifier the account has', async () => {
    const customer = await createSignedInCustomer(server.app, { email: unique('nophone') });
    const response = await post('/auth/reauthenticate/request', { channel: 'phone' }, customer.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('There is no phone number on this account.');
  });
});

describe('the undo link of a sign-in change', () => {
  /** The owner's account, taken over by whoever changed its e-mail and then set a password. */
  async function takenOver() {
    const old = unique('victim');
    const owner = await createSignedInCustomer(server.app, { email: old });
    await otherDevice(owner);
    const attacker = unique('thief');
    expect((await changeEmail(owner, attacker)).statusCode).toBe(200);
    await post('/auth/password/reset-request', { identifier: attacker });
    const reset = await post('/auth/password/reset', {
      identifier: attacker,
      code: await code(attacker),
      password: 'attacker password',
      confirmPassword: 'attacker password',
    });
    expect(reset.json().customer.hasPassword).toBe(true);
    const token = undoTokenIn((await outbox(old)).at(-1)!.text)!;
    return { owner, old, attacker, token };
  }

  it('within 7 days restores the old e-mail, removes the password and ends every session; it works once', async () => {
    const { owner, old, attacker, token } = await takenOver();
    const bystander = await createSignedInCustomer(server.app, { email: unique('bystander') });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 24 * 3600_000);

    const undone = await post('/auth/sign-in-changes/undo', { token });
    expect(undone.statusCode).toBe(200);
    const [row] = await server.database.db.select().from(customers).where(eq(customers.id, owner.id));
    expect(row).toMatchObject({ email: old, passwordHash: null });
    expect(await server.database.db.select().from(sessions).where(eq(sessions.customerId, owner.id))).toEqual([]);
    expect((await post('/auth/login', { identifier: attacker, password: 'attacker password' })).statusCode).toBe(400);
    // Nobody else's session was touched.
    expect((await server.http.get('/api/customers/profile', bystander.cookie)).statusCode).toBe(200);

    const again = await post('/auth/sign-in-changes/undo', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This undo link is invalid, was already used or has expired.');
  });

  it('after 7 days is refused and changes nothing', async () => {
    const { owner, attacker, token } = await takenOver();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 24 * 3600_000 + 60_000);
    const late = await post('/auth/sign-in-changes/undo', { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This undo link is invalid, was already used or has expired.');
    const [row] = await server.database.db.select().from(customers).where(eq(customers.id, owner.id));
    expect(row!.email).toBe(attacker);
  });

  it('of an earlier change also undoes the later ones', async () => {
    const old = unique('first');
    const owner = await createSignedInCustomer(server.app, { email: old });
    await changeEmail(owner, unique('second'));
    const firstToken = undoTokenIn((await outbox(old)).at(-1)!.text)!;
    const phone = '+40712345678';
    await post('/auth/verify-identifier/request', { identifier: phone }, owner.cookie);
    await post('/auth/verify-identifier', { identifier: phone, code: await code(phone) }, owner.cookie);

    expect((await post('/auth/sign-in-changes/undo', { token: firstToken })).statusCode).toBe(200);
    const [row] = await server.database.db.select().from(customers).where(eq(customers.id, owner.id));
    expect(row).toMatchObject({ email: old, phone: null });
  });
});

describe('verify-identifier does not tell whose an identifier is (ASVS 6.3.8)', () => {
  it("answers a code request for another customer's e-mail as for a free one, and refuses only once the code is entered", async () => {
    const owner = await createSignedInCustomer(server.app, { email: unique('taken') });
    const stranger = await createSignedInCustomer(server.app, { email: unique('stranger') });
    const free = unique('free');

    const taken = await post('/auth/verify-identifier/request', { identifier: owner.email }, stranger.cookie);
    const available = await post('/auth/verify-identifier/request', { identifier: free }, stranger.cookie);
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toBe(available.body);
    expect((await outbox(owner.email)).at(-1)!.subject).toBe('Your verification code');

    const verify = await post(
      '/auth/verify-identifier',
      { identifier: owner.email, code: await code(owner.email) },
      stranger.cookie,
    );
    expect(verify.statusCode).toBe(409);
    expect(verify.json().message).toBe('This e-mail is already used by another account.');
    expect((await server.http.get('/api/customers/profile', stranger.cookie)).json().customer.email).toBe(stranger.email);
  });
});
