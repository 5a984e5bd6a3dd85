import cookie from '@fastify/cookie';
import { SIGNED_IN_COOKIE } from '@chat/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors.ts';
import { DEVICE_COOKIE_DAYS, DeviceCookies } from '../modules/auth/device-cookies.ts';
import { SessionStore, type CustomerRow } from '../modules/auth/sessions.ts';
import { isConsolePage } from './console-pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** Marks a browser as a device the account signed in on, at every sign-in; logout keeps it. */
    deviceCookies: DeviceCookies;
    /** Name of the session cookie: `__Host-sid` in production (ASVS 3.3.3), `sid` otherwise. */
    sessionCookie: string;
    /** preHandler for routes that need a signed-in customer: 401 otherwise (§6). */
    requireCustomer: (request: FastifyRequest) => Promise<void>;
    startSession: (request: FastifyRequest, reply: FastifyReply, customerId: string) => Promise<void>;
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in customer, resolved once per request from the session cookie. */
    customer: CustomerRow | undefined;
    sessionId: string | undefined;
  }
}

/** Session cookie → request.customer for every API request (DESIGN §2 plugins/auth). */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  // The secret signs short-lived cookies such as the Google flow's; the session cookie is opaque.
  await app.register(cookie, { secret: app.config.sessionSecret });
  const store = new SessionStore(app.database.db, app.config.sessionSecret);
  const cookieName = app.config.isProduction ? '__Host-sid' : 'sid';
  const secure = app.config.isProduction || app.config.publicUrl?.startsWith('https:') === true;
  const sessionOptions = { httpOnly: true, secure, sameSite: 'lax', path: '/' } as const;
  const hintOptions = { ...sessionOptions, httpOnly: false } as const;
  const clearCookies = (reply: FastifyReply) =>
    reply.clearCookie(cookieName, sessionOptions).clearCookie(SIGNED_IN_COOKIE, hintOptions);

  const devices = new DeviceCookies(app.config.sessionSecret, app.config.isProduction);

  app.decorate('sessions', store);
  app.decorate('deviceCookies', devices);
  app.decorate('sessionCookie', cookieName);
  app.decorateRequest('customer', undefined);
  app.decorateRequest('sessionId', undefined);

  app.addHook('onRequest', async (request, reply) => {
    // The console's pages too: they are served to operators only (plugins/web-app.ts).
    if (!request.url.startsWith('/api/') && !isConsolePage(request.url)) return;
    const session = await store.resolve(request.cookies[cookieName]);
    if (session) {
      request.customer = session.customer;
      request.sessionId = session.sessionId;
    } else if (request.cookies[cookieName] !== undefined || request.cookies[SIGNED_IN_COOKIE] !== undefined) {
      // An expired or revoked session: drop its cookies, so the next start-up is a guest's.
      clearCookies(reply);
    }
  });

  // Routes use it as an onRequest hook, so a guest is refused before the input is validated and learns nothing of it.
  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    if (!request.customer) {
      request.log.info({ url: request.url }, 'refused: not signed in');
      throw unauthorized();
    }
  });

  app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, customerId: string) => {
    if (request.sessionId) await store.revoke(request.sessionId);
    const { token, expiresAt } = await store.create(customerId, request.headers['user-agent']);
    reply
      .setCookie(cookieName, token, { ...sessionOptions, expires: expiresAt })
      .setCookie(SIGNED_IN_COOKIE, '1', { ...hintOptions, expires: expiresAt })
      .setCookie(devices.name, devices.issue(customerId), {
        ...sessionOptions,
        expires: new Date(Date.now() + DEVICE_COOKIE_DAYS * 24 * 60 * 60_000),
      });
    request.log.info({ customerId }, 'signed in');
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionId) await store.revoke(request.sessionId);
    clearCookies(reply);
  });
}
