import type { CustomerSessionList } from '@chat/protocol';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { connectSocket, type TestSocket } from '../../test/socket.ts';
import { SESSION_IDLE_MS } from './sessions.ts';

const server = useTestApp({ listen: true });
beforeEach(() => server.database.reset());
const sockets: TestSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const list = async (cookie?: string) => server.http.get('/api/customers/sessions', cookie);
const sessionsOf = async (customer: TestCustomer) => (await list(customer.cookie)).json<CustomerSessionList>().sessions;
const isSignedIn = async (cookie: string) => (await server.http.get('/api/customers/profile', cookie)).statusCode === 200;

/** Another session of the same customer, signed in on another device (an iPhone unless told), with its socket. */
async function otherDevice(customer: TestCustomer, userAgent = IPHONE_SAFARI) {
  const { token } = await server.app.sessions.create(customer.id, userAgent);
  const cookie = `${server.app.sessionCookie}=${token}`;
  const socket = await connectSocket(server.app, cookie);
  sockets.push(socket);
  const [row] = await server.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.customerId, customer.id), eq(sessions.userAgent, userAgent)));
  return { cookie, socket, id: row!.id };
}

describe("the customer's own sessions (issue 37, ASVS 7.5.2)", () => {
  it('lists both sessions of the customer, this one flagged, with what each was opened on', async () => {
    const customer = await createSignedInCustomer(server.app);
    const phone = await otherDevice(customer);
    const listed = await sessionsOf(customer);
    expect(listed).toHaveLength(2);
    expect(listed.map((session) => session.current)).toEqual([true, false]);
    const current = listed[0]!;
    expect(current).toMatchObject({ device: 'unknown', browser: null, os: null, app: false });
    expect(listed.find((session) => !session.current)).toMatchObject({
      _id: phone.id,
      device: 'phone',
      browser: 'Safari',
      os: 'iOS',
      app: false,
    });
    expect(Date.parse(current.createdAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(current.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    // The answer carries nothing of the token or its hash.
    expect(Object.keys(current).sort()).toEqual(['_id', 'app', 'browser', 'createdAt', 'current', 'device', 'lastUsedAt', 'os']);
  });

  it('leaves out sessions idle past the timeout', async () => {
    const customer = await createSignedInCustomer(server.app);
    const phone = await otherDevice(customer);
    await server.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.id, phone.id));
    expect((await sessionsOf(customer)).map((session) => session.current)).toEqual([true]);
  });

  it("never shows nor ends another customer's session: 404, and it stays signed in", async () => {
    const owner = await createSignedInCustomer(server.app);
    const ownersPhone = await otherDevice(owner);
    const stranger = await createSignedInCustomer(server.app);
    const seen = await sessionsOf(stranger);
    expect(seen).toHaveLength(1);
    expect(JSON.stringify(seen)).not.toContain(ownersPhone.id);

    const refused = await server.http.delete(`/api/customers/sessions/${ownersPhone.id}`, undefined, stranger.cookie);
    expect(refused.statusCode).toBe(404);
    expect(await isSignedIn(ownersPhone.cookie)).toBe(true);
    expect(ownersPhone.socket.connected).toBe(true);
  });

  it('ends one session of its own, with its socket; the others stay', async () => {
    const customer = await createSignedInCustomer(server.app);
    const phone = await otherDevice(customer);
    const gone = new Promise((resolve) => phone.socket.on('disconnect', resolve));
    const ended = await server.http.delete(`/api/customers/sessions/${phone.id}`, undefined, customer.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 1 });
    await gone;
    expect(await isSignedIn(phone.cookie)).toBe(false);
    expect(await isSignedIn(customer.cookie)).toBe(true);
    expect((await sessionsOf(customer)).map((session) => session.current)).toEqual([true]);
    // Already ended: unknown now.
    expect((await server.http.delete(`/api/customers/sessions/${phone.id}`, undefined, customer.cookie)).statusCode).toBe(404);
  });

  it('ending this very session by its id is a logout: its cookie is cleared', async () => {
    const customer = await createSignedInCustomer(server.app);
    const [here] = await sessionsOf(customer);
    const ended = await server.http.delete(`/api/customers/sessions/${here!._id}`, undefined, customer.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.cookies.find((cookie) => cookie.name === server.app.sessionCookie)?.value).toBe('');
    expect(await isSignedIn(customer.cookie)).toBe(false);
  });

  it('signs out every other session and keeps this one', async () => {
    const customer = await createSignedInCustomer(server.app);
    const phone = await otherDevice(customer);
    const laptop = await otherDevice(customer, WINDOWS_CHROME);
    const gone = Promise.all([phone, laptop].map(({ socket }) => new Promise((resolve) => socket.on('disconnect', resolve))));
    const here = await connectSocket(server.app, customer.cookie);
    sockets.push(here);

    const ended = await server.http.post('/api/customers/sessions/sign-out-others', undefined, customer.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 2 });
    await gone;
    expect((await server.http.get('/api/customers/profile', phone.cookie)).statusCode).toBe(401);
    expect((await server.http.get('/api/customers/profile', laptop.cookie)).statusCode).toBe(401);
    expect(await isSignedIn(customer.cookie)).toBe(true);
    expect(here.connected).toBe(true);
    expect((await sessionsOf(customer)).map((session) => session.current)).toEqual([true]);
  });

  it('refuses a guest with 401 and a malformed id with 400', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await server.http.post('/api/customers/sessions/sign-out-others')).statusCode).toBe(401);
    expect((await server.http.delete('/api/customers/sessions/aaaaaaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(401);
    const customer = await createSignedInCustomer(server.app);
    expect((await server.http.delete('/api/customers/sessions/not-an-id', undefined, customer.cookie)).statusCode).toBe(400);
  });
});
