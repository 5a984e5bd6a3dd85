import { contract } from '@chat/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { notFound } from '../../lib/errors.ts';
import { pickLocale } from '../../lib/locale.ts';
import { presentOwnProfile, presentProfile } from '../customers/presenter.ts';
import { customerForGoogle } from './google-accounts.ts';
import { GOOGLE_FLOW_COOKIE, GoogleSignIn, type GoogleFlow, type GoogleMode } from './google.ts';
import { changeContext } from './sign-in-change-routes.ts';

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
    // Sent back to both the sign-in (/customers/auth/…) and the link (/customers/links/…) routes.
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

  handle(app, contract.googleStart, async (request, reply) => {
    const mode: GoogleMode = request.query.mode;
    // Signing in is for anyone; linking adds Google to the signed-in account.
    if (mode === 'link') await app.requireCustomer(request);
    const { url, flow } = await available().start(mode, origin(request));
    reply.setCookie(GOOGLE_FLOW_COOKIE, JSON.stringify(flow), { ...cookieOptions, maxAge: 600 });
    // This response opens the popup's trip; like its landing page it must not cut the popup from its opener.
    reply.header('cross-origin-opener-policy', 'unsafe-none');
    return reply.redirect(url);
  });

  handle(app, contract.googleLogin, async (request, reply) => {
    const identity = await available().finish(takeFlow(request, reply), 'login', request.body.code, request.body.state);
    const locale = pickLocale(undefined, request.headers['accept-language']);
    const result = await app.auth.completeSignIn(await customerForGoogle(app.auth.customers, identity, locale));
    await app.startSession(request, reply, result.customer.id);
    const operator = await app.operators.isOperator(result.customer);
    return { ...presentOwnProfile(result.customer, operator), deletionCancelled: result.deletionCancelled };
  });

  handle(app, contract.linkGoogle, async (request, reply) => {
    // Checked before the flow is taken: once the proof is given, the same grant completes the link.
    await app.reauthentication.requireRecentProof(request.sessionId);
    const identity = await available().finish(takeFlow(request, reply), 'link', request.body.code, request.body.state);
    return presentProfile(await app.signInChanges.linkGoogle(request.customer!, identity, changeContext(app, request)));
  });

  handle(app, contract.unlinkGoogle, async (request) => {
    await app.reauthentication.requireRecentProof(request.sessionId);
    return presentProfile(await app.signInChanges.unlinkGoogle(request.customer!, changeContext(app, request)));
  });
};
