import { contract } from '@chat/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { pickLocale } from '../../lib/locale.ts';
import { authLimits } from '../../plugins/rate-limit.ts';
import { disconnectCustomer, disconnectSession } from '../../realtime/auth.ts';
import { presentOwnProfile } from '../customers/presenter.ts';
import type { SignInResult } from './service.ts';

export const context = (request: FastifyRequest) => ({
  ip: request.ip,
  locale: pickLocale(request.customer?.locale, request.headers['accept-language']),
});

/** The sign-in routes of the accounts issue, under /api/customers/auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.auth;
  const limits = authLimits(app.config.rateLimitMultiplier);
  const limited = (rateLimit: (typeof limits)[keyof typeof limits]) => ({ config: { rateLimit } });

  const signIn = async (request: FastifyRequest, reply: FastifyReply, result: SignInResult) => {
    await app.startSession(request, reply, result.customer.id);
    if (result.deletionCancelled) request.log.info({ customerId: result.customer.id }, 'account deletion cancelled by sign-in');
    const operator = await app.operators.isOperator(result.customer);
    return { ...presentOwnProfile(result.customer, operator), deletionCancelled: result.deletionCancelled };
  };

  handle(app, contract.authOptions, async () => ({ google: app.config.google !== undefined }));

  handle(app, contract.requestSignInCode, limited(limits.sendCode), async (request) =>
    auth.requestSignInCode(request.body.identifier, context(request)),
  );

  handle(app, contract.signUp, limited(limits.sendCode), async (request) =>
    auth.signUp(request.body.name, request.body.email, context(request)),
  );

  handle(app, contract.passwordLogin, limited(limits.password), async (request, reply) =>
    signIn(
      request,
      reply,
      await auth.signInWithPassword(request.body.identifier, request.body.password, {
        ip: request.ip,
        deviceCookie: request.cookies[app.deviceCookies.name],
      }),
    ),
  );

  handle(app, contract.codeLogin, limited(limits.enterCode), async (request, reply) =>
    signIn(request, reply, await auth.signInWithCode(request.body.identifier, request.body.code, context(request))),
  );

  handle(app, contract.requestPasswordReset, limited(limits.sendCode), async (request) =>
    auth.requestPasswordReset(request.body.identifier, context(request)),
  );

  handle(app, contract.resetPassword, limited(limits.enterCode), async (request, reply) => {
    const { identifier, code, password, confirmPassword } = request.body;
    const customer = await auth.resetPassword(identifier, code, { password, confirmPassword }, request.ip);
    // A credential change ends every other session (ASVS 7.4.3) and their sockets.
    await app.sessions.revokeAll(customer.id);
    disconnectCustomer(app.io, customer.id);
    request.log.info({ customerId: customer.id }, 'password reset; all sessions ended');
    return signIn(request, reply, await auth.completeSignIn(customer));
  });

  handle(app, contract.logout, async (request, reply) => {
    const sessionId = request.sessionId;
    await app.endSession(request, reply);
    if (sessionId) disconnectSession(app.io, sessionId);
    return { ok: true as const };
  });
};
