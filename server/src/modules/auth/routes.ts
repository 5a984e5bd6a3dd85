import {
  codeLoginSchema,
  codeSentResponseSchema,
  otpRequestSchema,
  passwordLoginSchema,
  profileResponseSchema,
  resetPasswordSchema,
  resetRequestSchema,
  signInResponseSchema,
  signupSchema,
  verifyIdentifierRequestSchema,
  verifyIdentifierSchema,
} from '@chat/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLocale } from '../../lib/locale.ts';
import { authLimits } from '../../plugins/rate-limit.ts';
import { disconnectCustomer, disconnectSession } from '../../realtime/auth.ts';
import { presentProfile } from '../customers/presenter.ts';
import type { CustomerRow } from '../customers/repository.ts';
import type { SignInResult } from './service.ts';

const context = (request: FastifyRequest) => ({
  ip: request.ip,
  locale: pickLocale(request.customer?.locale, request.headers['accept-language']),
});

/** The sign-in routes of the accounts issue, under /api/customers/auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.auth;
  const limits = authLimits(app.config.rateLimitMultiplier);

  const signIn = async (request: FastifyRequest, reply: FastifyReply, result: SignInResult) => {
    await app.startSession(request, reply, result.customer.id);
    if (result.deletionCancelled) request.log.info({ customerId: result.customer.id }, 'account deletion cancelled by sign-in');
    return { ...presentProfile(result.customer), deletionCancelled: result.deletionCancelled };
  };
  const sent = { response: { 200: codeSentResponseSchema } };
  const signedIn = { response: { 200: signInResponseSchema } };

  app.get('/options', { schema: { response: { 200: z.object({ google: z.boolean() }) } } }, async () => ({
    google: app.config.google !== undefined,
  }));

  app.post('/otp', { schema: { body: otpRequestSchema, ...sent }, config: { rateLimit: limits.sendCode } }, async (request) =>
    auth.requestSignInCode(request.body.identifier, context(request)),
  );

  app.post('/signup', { schema: { body: signupSchema, ...sent }, config: { rateLimit: limits.sendCode } }, async (request) =>
    auth.signUp(request.body.name, request.body.email, context(request)),
  );

  app.post(
    '/login',
    { schema: { body: passwordLoginSchema, ...signedIn }, config: { rateLimit: limits.password } },
    async (request, reply) =>
      signIn(request, reply, await auth.signInWithPassword(request.body.identifier, request.body.password)),
  );

  app.post(
    '/login/verify',
    { schema: { body: codeLoginSchema, ...signedIn }, config: { rateLimit: limits.enterCode } },
    async (request, reply) =>
      signIn(request, reply, await auth.signInWithCode(request.body.identifier, request.body.code, context(request).locale)),
  );

  app.post(
    '/password/reset-request',
    { schema: { body: resetRequestSchema, ...sent }, config: { rateLimit: limits.sendCode } },
    async (request) => auth.requestPasswordReset(request.body.identifier, context(request)),
  );

  app.post(
    '/password/reset',
    { schema: { body: resetPasswordSchema, ...signedIn }, config: { rateLimit: limits.enterCode } },
    async (request, reply) => {
      const { identifier, code, password, confirmPassword } = request.body;
      const customer: CustomerRow = await auth.resetPassword(identifier, code, password, confirmPassword);
      // A credential change ends every other session (ASVS 7.4.3) and their sockets.
      await app.sessions.revokeAll(customer.id);
      disconnectCustomer(app.io, customer.id);
      request.log.info({ customerId: customer.id }, 'password reset; all sessions ended');
      return signIn(request, reply, await auth.completeSignIn(customer));
    },
  );

  app.post(
    '/verify-identifier/request',
    {
      onRequest: app.requireCustomer,
      schema: { body: verifyIdentifierRequestSchema, ...sent },
      config: { rateLimit: limits.sendCode },
    },
    async (request) => auth.requestIdentifierCode(request.customer!, request.body.identifier, context(request)),
  );

  app.post(
    '/verify-identifier',
    {
      onRequest: app.requireCustomer,
      schema: { body: verifyIdentifierSchema, response: { 200: profileResponseSchema } },
      config: { rateLimit: limits.enterCode },
    },
    async (request) => presentProfile(await auth.verifyIdentifier(request.customer!, request.body.identifier, request.body.code)),
  );

  app.post('/logout', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request, reply) => {
    const sessionId = request.sessionId;
    await app.endSession(request, reply);
    if (sessionId) disconnectSession(app.io, sessionId);
    return { ok: true as const };
  });
};
