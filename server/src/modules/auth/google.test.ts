import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { startTestApp, useTestApp } from '../../test/app.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { FakeGoogle } from '../../test/fakes/google-oidc.ts';
import { sessionCookieOf } from '../../test/http.ts';
import { readOutbox } from '../../test/outbox.ts';
import { hashPassword } from './passwords.ts';

let google: FakeGoogle;
beforeAll(async () => {
  google = await new FakeGoogle().start();
  return () => google.stop();
});
const server = useTestApp({
  env: () => ({ GOOGLE_CLIENT_ID: google.clientId, GOOGLE_CLIENT_SECRET: google.clientSecret, GOOGLE_ISSUER: google.issuer }),
});
beforeEach(() => server.database.reset());

/** Plays the browser: start (sets the flow cookie), follow the issuer's redirect, read code and state. */
async function authorize(mode: 'login' | 'link', sessionCookie?: string) {
  const start = await server.app.inject({
    method: 'GET',
    url: `/api/customers/auth/google/start?mode=${mode}`,
    headers: { host: 'chat.test', ...(sessionCookie ? { cookie: sessionCookie } : {}) },
  });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location as string);
  expect(authorizeUrl.searchParams.get('scope')).toBe('openid email profile');
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('redirect_uri')).toBe('http://chat.test/oauth/google-callback.html');
  const callback = new URL((await fetch(authorizeUrl, { redirect: 'manual' })).headers.get('location')!);
  const flowCookie = sessionCookieOf(start, 'google_flow');
  return {
    code: callback.searchParams.get('code')!,
    state: callback.searchParams.get('state')!,
    cookie: [flowCookie, sessionCookie].filter(Boolean).join('; '),
  };
}

describe('Google sign-in against an OIDC issuer on loopback', () => {
  it('tells the client Google is available', async () => {
    expect((await server.http.get('/api/customers/auth/options')).json()).toEqual({ google: true });
  });

  it('creates an account from a first sign-in, with the name and the picture, and signs in again by sub', async () => {
    google.nextUser = {
      sub: 'g-1',
      email: 'New.User@gmail.com',
      name: 'New User',
      picture: 'https://lh3.googleusercontent.com/p',
    };
    const grant = await authorize('login');
    const response = await server.http.post(
      '/api/customers/auth/login/google',
      { code: grant.code, state: grant.state },
      grant.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().customer).toMatchObject({
      name: 'New User',
      firstName: 'New',
      email: 'new.user@gmail.com',
      external: { provider: 'google', picture: 'https://lh3.googleusercontent.com/p' },
    });
    const tokenRequest = google.tokenRequests.at(-1)!;
    expect(tokenRequest.code_verifier).toBeTruthy();

    google.nextUser = { ...google.nextUser, email: 'changed@gmail.com' };
    const again = await authorize('login');
    const second = await server.http.post(
      '/api/customers/auth/login/google',
      { code: again.code, state: again.state },
      again.cookie,
    );
    expect(second.json().customer._id).toBe(response.json().customer._id);
  });

  it('joins the existing account with the same verified e-mail', async () => {
    const existing = await createSignedInCustomer(server.app, { email: 'ada@example.com' });
    google.nextUser = { sub: 'g-2', email: 'ada@example.com', name: 'Ada' };
    const grant = await authorize('login');
    const response = await server.http.post(
      '/api/customers/auth/login/google',
      { code: grant.code, state: grant.state },
      grant.cookie,
    );
    expect(response.json().customer._id).toBe(existing.id);
  });

  it('does not join an account on an unverified e-mail', async () => {
    const existing = await createSignedInCustomer(server.app, { email: 'victim@example.com' });
    google.nextUser = { sub: 'g-3', email: 'victim@example.com', emailVerified: false, name: 'Mallory' };
    const grant = await authorize('login');
    const response = await server.http.post(
      '/api/customers/auth/login/google',
      { code: grant.code, state: grant.state },
      grant.cookie,
    );
    expect(response.json().customer._id).not.toBe(existing.id);
    expect(response.json().customer.email).toBeNull();
  });

  it('refuses a code without the browser-bound flow, with a forged state, or used twice', async () => {
    const grant = await authorize('login');
    const noCookie = await server.http.post('/api/customers/auth/login/google', { code: grant.code, state: grant.state });
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json().message).toBe('Google sign-in did not complete. Please try again.');
    const other = await authorize('login');
    expect(
      (await server.http.post('/api/customers/auth/login/google', { code: other.code, state: 'forged' }, other.cookie))
        .statusCode,
    ).toBe(400);
    const third = await authorize('login');
    expect(
      (await server.http.post('/api/customers/auth/login/google', { code: third.code, state: third.state }, third.cookie))
        .statusCode,
    ).toBe(200);
    expect(
      (await server.http.post('/api/customers/auth/login/google', { code: third.code, state: third.state }, third.cookie))
        .statusCode,
    ).toBe(400);
  });

  it('links and unlinks Google on a signed-in account; a Google account linked elsewhere is refused', async () => {
    const customer = await createSignedInCustomer(server.app, { email: 'linker@example.com' });
    google.nextUser = { sub: 'g-4', email: 'linker.personal@gmail.com', name: 'Linker' };
    const grant = await authorize('link', customer.cookie);
    const linked = await server.http.post('/api/customers/links/google', { code: grant.code, state: grant.state }, grant.cookie);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().customer.external).toMatchObject({ provider: 'google', email: 'linker.personal@gmail.com' });

    const other = await createSignedInCustomer(server.app);
    const stolen = await authorize('link', other.cookie);
    const refused = await server.http.post(
      '/api/customers/links/google',
      { code: stolen.code, state: stolen.state },
      stolen.cookie,
    );
    expect(refused.statusCode).toBe(409);

    const unlinked = await server.http.delete('/api/customers/links/google', undefined, customer.cookie);
    expect(unlinked.json().customer.external).toBeNull();
  });

  it('links and unlinks only after a recent proof of ownership; the same grant completes the link once proved, and the e-mail is told', async () => {
    const customer = await createSignedInCustomer(server.app, {
      email: 'owner@example.com',
      passwordHash: await hashPassword('owner password'),
    });
    const staleProof = () =>
      server.database.db
        .update(sessions)
        .set({ reauthenticatedAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(sessions.customerId, customer.id));
    await staleProof();
    google.nextUser = { sub: 'g-5', email: 'thief@gmail.com', name: 'Thief' };
    const grant = await authorize('link', customer.cookie);
    const link = () => server.http.post('/api/customers/links/google', { code: grant.code, state: grant.state }, grant.cookie);
    const refused = await link();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('reauthentication_required');

    const proof = { method: 'password', password: 'owner password' };
    expect((await server.http.post('/api/customers/auth/reauthenticate', proof, customer.cookie)).statusCode).toBe(200);
    expect((await link()).json().customer.external).toMatchObject({ email: 'thief@gmail.com' });
    const notice = (await readOutbox(server.app.config.dataDir, 'owner@example.com')).at(-1)!;
    expect(notice.text).toContain('A Google account (thief@gmail.com) was linked to your Chat Assistant account.');
    expect(notice.text).toMatch(/\/account\/undo-change\/[\w-]{43}/);

    await staleProof();
    const unlink = await server.http.delete('/api/customers/links/google', undefined, customer.cookie);
    expect(unlink.statusCode).toBe(403);
    expect(unlink.json().code).toBe('reauthentication_required');
  });

  it('needs a session to link, and a login flow cannot be used to link', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/customers/auth/google/start?mode=link' })).statusCode).toBe(401);
    const customer = await createSignedInCustomer(server.app);
    const loginGrant = await authorize('login');
    const response = await server.http.post(
      '/api/customers/links/google',
      { code: loginGrant.code, state: loginGrant.state },
      `${loginGrant.cookie}; ${customer.cookie}`,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('without Google configured', () => {
  it('hides it: options say no, and the calls answer 404', async () => {
    const plain = await startTestApp();
    expect((await plain.http.get('/api/customers/auth/options')).json()).toEqual({ google: false });
    expect((await plain.http.post('/api/customers/auth/login/google', { code: 'x', state: 'y' })).statusCode).toBe(404);
    await plain.close();
  });
});
