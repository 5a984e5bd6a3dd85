import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { oneTimeCodes, sessions } from '../../db/schema.ts';
import { startTestApp, useTestApp } from '../../test/app.ts';
import { sessionCookieOf } from '../../test/http.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { latestCodeSent, readOutbox } from '../../test/outbox.ts';

const server = useTestApp();
beforeEach(() => server.database.reset());

const code = (to: string) => latestCodeSent(server.app, to);

async function signInWithCode(identifier: string) {
  expect((await server.http.post('/api/customers/auth/otp', { identifier })).statusCode).toBe(200);
  const response = await server.http.post('/api/customers/auth/login/verify', { identifier, code: await code(identifier) });
  expect(response.statusCode).toBe(200);
  return { response, cookie: sessionCookieOf(response, server.app.sessionCookie) };
}

describe('POST /customers/auth/otp and /login/verify', () => {
  it('mails a 6-digit code, and the code signs a new customer up and in with an HttpOnly Lax cookie', async () => {
    const sent = await server.http.post('/api/customers/auth/otp', { identifier: 'Ada@Example.com' });
    expect(sent.json()).toEqual({ channel: 'mail', resendAfterSeconds: 30 });
    const [mail] = await readOutbox(server.app.config.dataDir, 'ada@example.com');
    expect(mail).toMatchObject({ channel: 'mail', subject: 'Your sign-in code' });
    expect(mail!.text).toMatch(/\b\d{6}\b/);

    const response = await server.http.post('/api/customers/auth/login/verify', {
      identifier: 'ada@example.com',
      code: await code('ada@example.com'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      customer: { email: 'ada@example.com', phone: null, hasPassword: false },
      model: null,
      deletionCancelled: false,
    });
    const cookie = response.cookies.find((candidate) => candidate.name === server.app.sessionCookie)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value).toMatch(/^[\w-]{43}$/);

    const profile = await server.http.get('/api/customers/profile', `${cookie.name}=${cookie.value}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().customer.email).toBe('ada@example.com');
  });

  it('texts the code to a phone (E.164) and signs in with it', async () => {
    const sent = await server.http.post('/api/customers/auth/otp', { identifier: '+40 712 345 678' });
    expect(sent.json().channel).toBe('sms');
    const [sms] = await readOutbox(server.app.config.dataDir, '+40712345678');
    expect(sms!.channel).toBe('sms');
    const response = await server.http.post('/api/customers/auth/login/verify', {
      identifier: '+40712345678',
      code: await code('+40712345678'),
    });
    expect(response.json().customer.phone).toBe('+40712345678');
  });

  it('answers the same whether the account exists or not (ASVS 6.3.8)', async () => {
    await signInWithCode('known@example.com');
    await server.database.db.delete(oneTimeCodes);
    const known = await server.http.post('/api/customers/auth/otp', { identifier: 'known@example.com' });
    const unknown = await server.http.post('/api/customers/auth/otp', { identifier: 'nobody@example.com' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
  });

  it('mails the code in the language of the browser', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/api/customers/auth/otp',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: JSON.stringify({ identifier: 'claire@example.com' }),
    });
    const [mail] = await readOutbox(server.app.config.dataDir, 'claire@example.com');
    expect(mail!.subject).toBe('Votre code de connexion');
  });
});

describe('POST /customers/auth/signup', () => {
  it('keeps the name until the code completes the account', async () => {
    const sent = await server.http.post('/api/customers/auth/signup', { name: 'Grace Hopper', email: 'grace@example.com' });
    expect(sent.statusCode).toBe(200);
    const response = await server.http.post('/api/customers/auth/login/verify', {
      identifier: 'grace@example.com',
      code: await code('grace@example.com'),
    });
    expect(response.json().customer).toMatchObject({ name: 'Grace Hopper', firstName: 'Grace', email: 'grace@example.com' });
    // The sign-up code greets nobody: the name typed with it is not yet anyone's.
    expect((await readOutbox(server.app.config.dataDir, 'grace@example.com'))[0]!.text).toMatch(/^Your Chat Assistant code/);
  });

  it("greets an existing account by its full name, exactly as typed, in the code's message", async () => {
    const { email } = await createSignedInCustomer(server.app, { name: 'Popescu', firstName: 'Popescu' });
    expect((await server.http.post('/api/customers/auth/otp', { identifier: email })).statusCode).toBe(200);
    expect((await readOutbox(server.app.config.dataDir, email))[0]!.text).toMatch(/^Hello Popescu,\n\nYour Chat Assistant code/);
  });

  it('refuses a phone as the sign-up e-mail and a missing name', async () => {
    expect((await server.http.post('/api/customers/auth/signup', { name: 'X', email: '+40712345678' })).statusCode).toBe(400);
    expect((await server.http.post('/api/customers/auth/signup', { name: '', email: 'x@example.com' })).statusCode).toBe(400);
  });
});

describe('passwords', () => {
  it('reset sets the password, ends every other session, and the password then signs in', async () => {
    const { cookie: oldSession } = await signInWithCode('lin@example.com');
    expect(
      (await server.http.post('/api/customers/auth/password/reset-request', { identifier: 'lin@example.com' })).statusCode,
    ).toBe(200);
    const resetCode = await code('lin@example.com');

    const mismatch = await server.http.post('/api/customers/auth/password/reset', {
      identifier: 'lin@example.com',
      code: resetCode,
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery!',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('The passwords do not match.');

    const reset = await server.http.post('/api/customers/auth/password/reset', {
      identifier: 'lin@example.com',
      code: resetCode,
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().customer.hasPassword).toBe(true);
    expect((await server.http.get('/api/customers/profile', oldSession)).statusCode).toBe(401);

    const login = await server.http.post('/api/customers/auth/login', {
      identifier: 'lin@example.com',
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);
    const wrong = await server.http.post('/api/customers/auth/login', {
      identifier: 'lin@example.com',
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The e-mail, phone or password is incorrect.');
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', async () => {
    const base = { identifier: 'a@example.com', code: '123456' };
    expect(
      (await server.http.post('/api/customers/auth/password/reset', { ...base, password: 'short', confirmPassword: 'short' }))
        .statusCode,
    ).toBe(400);
    const long = 'x'.repeat(129);
    expect(
      (await server.http.post('/api/customers/auth/password/reset', { ...base, password: long, confirmPassword: long }))
        .statusCode,
    ).toBe(400);
  });

  it('answers a reset request for an unknown account like a known one, and sends nothing', async () => {
    const response = await server.http.post('/api/customers/auth/password/reset-request', { identifier: 'ghost@example.com' });
    expect(response.json()).toEqual({ channel: 'mail', resendAfterSeconds: 30 });
    await server.app.auth.deliveries.settled();
    expect(await readOutbox(server.app.config.dataDir, 'ghost@example.com')).toEqual([]);
  });

  it('slows password guessing from one address after 10 failures (429 with the wait), without touching codes', async () => {
    await signInWithCode('target@example.com');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await server.http.post('/api/customers/auth/login', { identifier: 'target@example.com', password: `guess-${attempt}` }))
          .statusCode,
      ).toBe(400);
    }
    const blocked = await server.http.post('/api/customers/auth/login', {
      identifier: 'target@example.com',
      password: 'guess-11',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed sign-ins. Try again in 30 seconds, or sign in with a code.');
    await server.database.db.delete(oneTimeCodes);
    await signInWithCode('target@example.com');
  });
});

describe('POST /customers/auth/verify-identifier', () => {
  it('lets a signed-in customer add and verify a phone', async () => {
    const { cookie } = await signInWithCode('mae@example.com');
    const requested = await server.http.post(
      '/api/customers/auth/verify-identifier/request',
      { identifier: '+33612345678' },
      cookie,
    );
    expect(requested.json().channel).toBe('sms');
    const verified = await server.http.post(
      '/api/customers/auth/verify-identifier',
      { identifier: '+33612345678', code: await code('+33612345678') },
      cookie,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().customer).toMatchObject({ email: 'mae@example.com', phone: '+33612345678' });
  });

  // Another customer's identifier is refused only once its code is entered: sign-in-changes.test.ts.
  it('needs a session', async () => {
    expect(
      (await server.http.post('/api/customers/auth/verify-identifier/request', { identifier: '+33612345678' })).statusCode,
    ).toBe(401);
  });

  it('does not accept a code asked for by another customer', async () => {
    const { cookie: first } = await signInWithCode('one@example.com');
    const { cookie: second } = await signInWithCode('two@example.com');
    await server.http.post('/api/customers/auth/verify-identifier/request', { identifier: '+33611111111' }, first);
    const stolen = await server.http.post(
      '/api/customers/auth/verify-identifier',
      { identifier: '+33611111111', code: await code('+33611111111') },
      second,
    );
    expect(stolen.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('logout invalidates the session on the server: the stolen cookie is refused afterwards', async () => {
    const { cookie } = await signInWithCode('bob@example.com');
    const logout = await server.http.post('/api/customers/auth/logout', undefined, cookie);
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((candidate) => candidate.name === server.app.sessionCookie)?.value).toBe('');
    const replay = await server.http.get('/api/customers/profile', cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'Unauthorized. Please log in.', code: 'unauthorized' });
  });

  it('sets a readable signed_in companion with the session, and clears both at logout and once the session is gone', async () => {
    const { response, cookie } = await signInWithCode('hint@example.com');
    const session = response.cookies.find((candidate) => candidate.name === server.app.sessionCookie)!;
    const hint = response.cookies.find((candidate) => candidate.name === 'signed_in')!;
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', expires: session.expires });
    expect(hint.httpOnly).toBeFalsy();

    const logout = await server.http.post('/api/customers/auth/logout', undefined, cookie);
    expect(logout.cookies.find((candidate) => candidate.name === 'signed_in')?.value).toBe('');

    const stale = await server.http.get('/api/customers/profile', `${cookie}; signed_in=1`);
    expect(stale.statusCode).toBe(401);
    expect(stale.cookies.map(({ name, value }) => [name, value])).toEqual(
      expect.arrayContaining([
        [server.app.sessionCookie, ''],
        ['signed_in', ''],
      ]),
    );
  });

  it('issues a new token at every sign-in', async () => {
    const first = await signInWithCode('eve@example.com');
    await server.database.db.delete(oneTimeCodes);
    const second = await signInWithCode('eve@example.com');
    expect(first.cookie).not.toBe(second.cookie);
  });

  it('expires a session after the idle timeout and after the absolute lifetime', async () => {
    const idle = await signInWithCode('idle@example.com');
    await server.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 15 * 24 * 3600_000) });
    expect((await server.http.get('/api/customers/profile', idle.cookie)).statusCode).toBe(401);

    await server.database.db.delete(oneTimeCodes);
    const old = await signInWithCode('idle@example.com');
    await server.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await server.http.get('/api/customers/profile', old.cookie)).statusCode).toBe(401);
    expect(await server.database.db.select().from(sessions)).toEqual([]);
  });
});

describe('bad input and abuse', () => {
  it.each(['not-an-email', 'a@b', '12345', '+1', '', 'x'.repeat(300)])(
    'refuses the identifier %j with 400',
    async (identifier) => {
      const response = await server.http.post('/api/customers/auth/otp', { identifier });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    },
  );

  it.each(['12345', '1234567', 'abcdef'])('refuses the code %j with 400', async (badCode) => {
    const response = await server.http.post('/api/customers/auth/login/verify', { identifier: 'a@example.com', code: badCode });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });

  it('refuses a wrong, an expired and a reused code', async () => {
    await server.http.post('/api/customers/auth/otp', { identifier: 'joan@example.com' });
    const right = await code('joan@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    expect(
      (await server.http.post('/api/customers/auth/login/verify', { identifier: 'joan@example.com', code: wrong })).json()
        .message,
    ).toBe('The code is incorrect or has expired. Ask for a new one.');
    expect(
      (await server.http.post('/api/customers/auth/login/verify', { identifier: 'joan@example.com', code: right })).statusCode,
    ).toBe(200);
    expect(
      (await server.http.post('/api/customers/auth/login/verify', { identifier: 'joan@example.com', code: right })).statusCode,
    ).toBe(400);

    await server.database.db.delete(oneTimeCodes);
    await server.http.post('/api/customers/auth/otp', { identifier: 'joan@example.com' });
    await server.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.identifier, 'joan@example.com'));
    expect(
      (
        await server.http.post('/api/customers/auth/login/verify', {
          identifier: 'joan@example.com',
          code: await code('joan@example.com'),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('voids a code after 5 wrong tries: the 6th try with the right code is refused', async () => {
    await server.http.post('/api/customers/auth/otp', { identifier: 'kim@example.com' });
    const right = await code('kim@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await server.http.post('/api/customers/auth/login/verify', { identifier: 'kim@example.com', code: wrong })).statusCode,
      ).toBe(400);
    }
    expect(
      (await server.http.post('/api/customers/auth/login/verify', { identifier: 'kim@example.com', code: right })).statusCode,
    ).toBe(400);
  });

  it('binds a code to its purpose: a sign-in code does not reset a password', async () => {
    await signInWithCode('pat@example.com');
    await server.database.db.delete(oneTimeCodes);
    await server.http.post('/api/customers/auth/otp', { identifier: 'pat@example.com' });
    const response = await server.http.post('/api/customers/auth/password/reset', {
      identifier: 'pat@example.com',
      code: await code('pat@example.com'),
      password: 'a new password',
      confirmPassword: 'a new password',
    });
    expect(response.statusCode).toBe(400);
  });

  it('rejects unknown and over-long fields', async () => {
    expect((await server.http.post('/api/customers/auth/otp', { identifier: 'a@example.com', admin: true })).statusCode).toBe(
      400,
    );
    expect(
      (await server.http.post('/api/customers/auth/signup', { name: 'n'.repeat(101), email: 'a@example.com' })).statusCode,
    ).toBe(400);
  });

  it('refuses a sign-in from a foreign Origin and a form-encoded body', async () => {
    const foreign = await server.app.inject({
      method: 'POST',
      url: '/api/customers/auth/otp',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{"identifier":"a@example.com"}',
    });
    expect(foreign.statusCode).toBe(403);
    const form = await server.app.inject({
      method: 'POST',
      url: '/api/customers/auth/otp',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'identifier=a%40example.com',
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('when the SMS transport is down', () => {
  it('answers 503 with a message to try again, and logs nothing secret', async () => {
    const down = await startTestApp({
      env: {
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_FROM: '+15005550006',
        TWILIO_API_BASE: 'http://127.0.0.1:9',
      },
    });
    const response = await down.http.post('/api/customers/auth/otp', { identifier: '+40722000001' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'We could not send the code right now. Please try again in a moment.',
      code: 'service_unavailable',
    });
    await down.close();
  });
});

describe('per-IP rate limits at their real values', () => {
  it('answers 429 with a message once an address enters too many codes in a minute', async () => {
    const strict = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await strict.http.post('/api/customers/auth/login/verify', {
        identifier: `p${attempt}@example.com`,
        code: '123456',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(response.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Too many requests') });
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    await strict.close();
  });
});
