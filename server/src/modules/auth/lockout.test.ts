import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, oneTimeCodes } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { useTestApp } from '../../test/app.ts';
import { client } from '../../test/http.ts';
import { codesSentTo } from '../../test/outbox.ts';
import { hashPassword } from './passwords.ts';

/**
 * Issue 19, item 1 (ASVS 6.3.1 "without malicious lockout"): strangers at other addresses asking
 * for codes or guessing passwords slow themselves down, never refuse the owner. The clock is fake
 * (Date only) so "five minutes later" is a step, not a wait.
 */
const server = useTestApp();
const OWNER_IP = '198.51.100.7';
const stranger = (index: number) => `203.0.113.${index + 1}`;

beforeEach(async () => {
  await server.database.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

/** Time passes once the messages sent so far are out (the outbox names its files by the clock). */
async function later(seconds: number) {
  await server.app.auth.deliveries.settled();
  vi.setSystemTime(Date.now() + seconds * 1000);
}

const post = (ip: string, url: string, body?: unknown, cookie?: string) =>
  client(server.app, ip).post(`/api/customers/auth/${url}`, body, cookie);

async function createOwner(password?: string) {
  const email = `owner-${newId()}@example.com`;
  await server.database.db.insert(customers).values({
    id: newId(),
    name: 'Owner',
    firstName: 'Owner',
    email,
    passwordHash: password ? await hashPassword(password) : null,
  });
  return email;
}

describe('code requests from other addresses (ASVS 6.3.1)', () => {
  it("four addresses asking at once leave the owner's request answered 200, and the code they caused signs the owner in", async () => {
    const email = await createOwner();
    for (let index = 0; index < 4; index++) {
      const response = await post(stranger(index), 'otp', { identifier: email });
      expect(response.statusCode).toBe(200);
    }
    const own = await post(OWNER_IP, 'otp', { identifier: email });
    expect(own.statusCode).toBe(200);
    expect(own.json().channel).toBe('mail');
    // Not a mail bomb: the owner got one code, the newest, and it still works.
    const sent = await codesSentTo(server.app, email);
    expect(sent).toHaveLength(1);
    const signIn = await post(OWNER_IP, 'login/verify', { identifier: email, code: sent.at(-1) });
    expect(signIn.statusCode).toBe(200);
  });

  it('asking all hour from five addresses never bans the owner for an hour: the owner gets a code of their own', async () => {
    const email = await createOwner();
    for (let index = 0; index < 5; index++) {
      expect((await post(stranger(index), 'otp', { identifier: email })).statusCode).toBe(200);
      await later(5 * 60);
    }
    const own = await post(OWNER_IP, 'otp', { identifier: email });
    expect(own.statusCode).toBe(200);
    const sent = await codesSentTo(server.app, email);
    expect(sent).toHaveLength(6);
    expect((await post(OWNER_IP, 'login/verify', { identifier: email, code: sent.at(-1) })).statusCode).toBe(200);
  });

  it("an address's own requests are spaced 30 s, doubling to 5 minutes, and never refused for an hour", async () => {
    const email = 'sam@example.com';
    const waits: number[] = [];
    for (let sent = 0; sent < 10; sent++) {
      const response = await post(OWNER_IP, 'otp', { identifier: email });
      expect(response.statusCode).toBe(200);
      const { resendAfterSeconds } = response.json<{ resendAfterSeconds: number }>();
      waits.push(resendAfterSeconds);
      const early = await post(OWNER_IP, 'otp', { identifier: email });
      expect(early.statusCode).toBe(429);
      expect(early.json().message).toBe(`Please wait ${resendAfterSeconds} seconds before asking for another code.`);
      await later(resendAfterSeconds);
    }
    expect(waits).toEqual([30, 60, 120, 240, 300, 300, 300, 300, 300, 300]);
    expect(await codesSentTo(server.app, email)).toHaveLength(10);
  });

  it('five reset requests from five addresses do not stop the owner resetting the password', async () => {
    const email = await createOwner();
    for (let index = 0; index < 5; index++) {
      expect((await post(stranger(index), 'password/reset-request', { identifier: email })).statusCode).toBe(200);
      await later(5 * 60);
    }
    expect((await post(OWNER_IP, 'password/reset-request', { identifier: email })).statusCode).toBe(200);
    const reset = await post(OWNER_IP, 'password/reset', {
      identifier: email,
      code: (await codesSentTo(server.app, email)).at(-1),
      password: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(reset.statusCode).toBe(200);
  });
});

describe('password guessing from many addresses (ASVS 6.1.1 / 6.3.1)', () => {
  const PASSWORD = 'the owner knows this';
  const guess = (ip: string, email: string, password = 'a wrong guess', cookie?: string) =>
    post(ip, 'login', { identifier: email, password }, cookie);
  const deviceCookieOf = (response: Awaited<ReturnType<typeof post>>) => {
    const device = response.cookies.find((cookie) => cookie.name === 'device');
    expect(device).toBeDefined();
    return `device=${device!.value}`;
  };

  it("ten wrong passwords from ten addresses do not refuse the owner's correct password", async () => {
    const email = await createOwner(PASSWORD);
    for (let index = 0; index < 10; index++) expect((await guess(stranger(index), email)).statusCode).toBe(400);
    expect((await guess(OWNER_IP, email, PASSWORD)).statusCode).toBe(200);
  });

  it("past 20 failures everywhere an unknown device waits (30 s doubling), the owner's known device goes straight through", async () => {
    const email = await createOwner(PASSWORD);
    const device = deviceCookieOf(await guess(OWNER_IP, email, PASSWORD));
    for (let index = 0; index < 20; index++) expect((await guess(stranger(index), email)).statusCode).toBe(400);

    const slowed = await guess(stranger(20), email);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe('Too many failed sign-ins. Try again in 30 seconds, or sign in with a code.');
    // The right password from an unknown device is not even tried while it waits: guessing gains nothing.
    expect((await guess(stranger(21), email, PASSWORD)).statusCode).toBe(429);

    expect((await guess(OWNER_IP, email, PASSWORD, device)).statusCode).toBe(200);

    await later(30);
    expect((await guess(stranger(22), email)).statusCode).toBe(400);
    expect((await guess(stranger(23), email)).json().message).toBe(
      'Too many failed sign-ins. Try again in 60 seconds, or sign in with a code.',
    );
  });

  it('one address is slowed after 10 wrong passwords; the owner elsewhere is not', async () => {
    const email = await createOwner(PASSWORD);
    for (let attempt = 0; attempt < 10; attempt++) expect((await guess(stranger(0), email)).statusCode).toBe(400);
    const blocked = await guess(stranger(0), email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed sign-ins. Try again in 30 seconds, or sign in with a code.');
    expect((await guess(OWNER_IP, email, PASSWORD)).statusCode).toBe(200);
  });

  it("a device cookie counts its own failures, and does not vouch for another account's guesses", async () => {
    const email = await createOwner(PASSWORD);
    const other = await createOwner(PASSWORD);
    const device = deviceCookieOf(await guess(OWNER_IP, email, PASSWORD));
    for (let index = 0; index < 20; index++) expect((await guess(stranger(index), other)).statusCode).toBe(400);
    // The owner's cookie is bound to the owner's account: for `other` it is an unknown device.
    expect((await guess(OWNER_IP, other, PASSWORD, device)).statusCode).toBe(429);

    for (let attempt = 0; attempt < 10; attempt++) expect((await guess(OWNER_IP, email, 'typo', device)).statusCode).toBe(400);
    expect((await guess(OWNER_IP, email, PASSWORD, device)).statusCode).toBe(429);
  });

  it('sets the device cookie HttpOnly for a year at every sign-in, and logout keeps it', async () => {
    const email = await createOwner(PASSWORD);
    const signedIn = await guess(OWNER_IP, email, PASSWORD);
    const device = signedIn.cookies.find((cookie) => cookie.name === 'device')!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(new Date(device.expires!).getTime() - Date.now()).toBeGreaterThan(364 * 24 * 3600_000);
    const session = signedIn.cookies.find((cookie) => cookie.name === server.app.sessionCookie)!;
    const logout = await post(OWNER_IP, 'logout', undefined, `${session.name}=${session.value}`);
    expect(logout.cookies.find((cookie) => cookie.name === 'device')).toBeUndefined();
  });
});

describe('wrong codes from other networks (issue 37, ASVS 6.3.1)', () => {
  const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');
  const enter = (ip: string, email: string, code: string) => post(ip, 'login/verify', { identifier: email, code });

  it("five wrong codes from a stranger's address do not void the owner's code; that address is refused after them", async () => {
    const email = await createOwner();
    expect((await post(OWNER_IP, 'otp', { identifier: email })).statusCode).toBe(200);
    const [code] = await codesSentTo(server.app, email);
    for (let attempt = 0; attempt < 5; attempt++) expect((await enter(stranger(0), email, wrongFor(code!))).statusCode).toBe(400);
    // The stranger's address has used its tries: even the right code is not checked from there.
    expect((await enter(stranger(0), email, code!)).statusCode).toBe(400);
    expect((await enter(OWNER_IP, email, code!)).statusCode).toBe(200);
  });

  it('a burst of parallel wrong codes from one address counts every try: five are checked, the owner still signs in', async () => {
    const email = await createOwner();
    expect((await post(OWNER_IP, 'otp', { identifier: email })).statusCode).toBe(200);
    const [code] = await codesSentTo(server.app, email);
    const burst = await Promise.all(Array.from({ length: 20 }, () => enter(stranger(0), email, wrongFor(code!))));
    expect(burst.map((response) => response.statusCode)).toEqual(Array(20).fill(400));
    const [row] = await server.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.identifier, email));
    expect(row!.attempts).toBe(5);
    expect((await enter(OWNER_IP, email, code!)).statusCode).toBe(200);
  });

  it('fifty wrong codes from ten networks void the code, and the owner asking again gets a new one that works', async () => {
    const email = await createOwner();
    expect((await post(OWNER_IP, 'otp', { identifier: email })).statusCode).toBe(200);
    const [code] = await codesSentTo(server.app, email);
    for (let network = 0; network < 10; network++) {
      for (let attempt = 0; attempt < 5; attempt++) await enter(stranger(network), email, wrongFor(code!));
    }
    expect((await enter(OWNER_IP, email, code!)).statusCode).toBe(400);
    await later(30);
    expect((await post(OWNER_IP, 'otp', { identifier: email })).statusCode).toBe(200);
    const sent = await codesSentTo(server.app, email);
    expect(sent).toHaveLength(2);
    expect((await enter(OWNER_IP, email, sent[1]!)).statusCode).toBe(200);
  });

  it('an IPv6 network is one network: five wrong codes from five addresses of one /64 use its tries', async () => {
    const email = await createOwner();
    expect((await post(OWNER_IP, 'otp', { identifier: email })).statusCode).toBe(200);
    const [code] = await codesSentTo(server.app, email);
    for (let host = 1; host <= 5; host++) await enter(`2001:db8:1:2::${host}`, email, wrongFor(code!));
    expect((await enter('2001:db8:1:2::99', email, code!)).statusCode).toBe(400);
    expect((await enter('2001:db8:1:3::1', email, code!)).statusCode).toBe(200);
  });
});

describe('what the wait before another code says (issue 37)', () => {
  it('answers a fresh address alike for an account in use and an unused address', async () => {
    const used = await createOwner();
    expect((await post(OWNER_IP, 'otp', { identifier: used })).statusCode).toBe(200);
    expect(
      (await post(OWNER_IP, 'login/verify', { identifier: used, code: (await codesSentTo(server.app, used))[0] })).statusCode,
    ).toBe(200);
    await later(30 * 60);
    const asked = async (identifier: string) => (await post(stranger(7), 'otp', { identifier })).json().resendAfterSeconds;
    expect(await asked(used)).toBe(30);
    expect(await asked(`unused-${newId()}@example.com`)).toBe(30);
  });
});
