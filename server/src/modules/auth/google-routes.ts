import { googleCodeSchema, profileResponseSchema, signInResponseSchema } from '@chat/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { pickLocale } from '../../lib/locale.ts';
import { presentProfile } from '../customers/presenter.ts';
import { customerForGoogle, linkGoogle, unlinkGoogle } from './google-accounts.ts';
import { GOOGLE_FLOW_COOKIE, GoogleSignIn, type GoogleFlow, type GoogleMode } from './google.ts';

/** Google sign-in and linking (§7 POST /customers/auth/login/google; links under /customers/links/google). */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config.google;
  const google = settings ? new GoogleSignIn(settings) : undefined;
  const available = () => {
    if (!google) throw notFound('Google sign-in is not configured.');
    return google;
  };
  const cookieOptions = {
    httpOnly: true,
    secure: app.config.isProduction,
    sameSite: 'lax' as const,
    path: '/api/customers',
    signed: true,
  };

  const takeFlow = (request: FastifyRequest, reply: FastifyReply): GoogleFlow | undefined => {
    reply.clearCookie(GOOGLE_FLOW_COOKIE, cookieOptions);
    const raw = request.cookies[GOOGLE_FLOW_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (!unsigned?.valid || !unsigned.value) return undefined;
    try {
      return JSON.parse(unsigned.value) as GoogleFlow;
    } catch {
      return undefined;
    }
  };
  const origin = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    '/auth/google/start',
    { schema: { querystring: z.object({ mode: z.enum(['login', 'link']) }) } },
    async (request, reply) => {
      const mode: GoogleMode = request.query.mode;
      if (mode === 'link') await app.requireCustomer(request);
      const { url, flow } = await available().start(mode, origin(request));
      reply.setCookie(GOOGLE_FLOW_COOKIE, JSON.stringify(flow), { ...cookieOptions, maxAge: 600 });
      // This response opens the popup's trip; like its landing page it must not cut the popup from its opener.
      reply.header('cross-origin-opener-policy', 'unsafe-none');
      return reply.redirect(url);
    },
  );

  app.post(
    '/auth/login/google',
    { schema: { body: googleCodeSchema, response: { 200: signInResponseSchema } } },
    async (request, reply) => {
      const identity = await available().finish(takeFlow(request, reply), 'login', request.body.code, request.body.state);
      const locale = pickLocale(undefined, request.headers['accept-language']);
      const result = await app.auth.completeSignIn(await customerForGoogle(app.auth.customers, identity, locale));
      await app.startSession(request, reply, result.customer.id);
      return { ...presentProfile(result.customer), deletionCancelled: result.deletionCancelled };
    },
  );

  app.post(
    '/links/google',
    { onRequest: app.requireCustomer, schema: { body: googleCodeSchema, response: { 200: profileResponseSchema } } },
    async (request, reply) => {
      const identity = await available().finish(takeFlow(request, reply), 'link', request.body.code, request.body.state);
      return presentProfile(await linkGoogle(app.auth.customers, request.customer!, identity));
    },
  );

  app.delete(
    '/links/google',
    { onRequest: app.requireCustomer, schema: { response: { 200: profileResponseSchema } } },
    async (request) => presentProfile(await unlinkGoogle(app.auth.customers, request.customer!)),
  );
};
