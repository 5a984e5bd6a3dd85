import { contract } from '@chat/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { authLimits } from '../../plugins/rate-limit.ts';
import { presentProfile } from '../customers/presenter.ts';
import { context } from './routes.ts';
import type { ChangeContext } from './sign-in-changes.ts';

/** The session making a sign-in change (it stays signed in) and the origin of the undo link it sends. */
export const changeContext = (app: FastifyInstance, request: FastifyRequest): ChangeContext => ({
  sessionId: request.sessionId!,
  origin: app.config.publicUrl ?? `${request.protocol}://${request.host}`,
});

/**
 * Proving ownership again (ASVS 7.5.1), changing the e-mail or phone, and the undo link of a
 * change, under /api/customers/auth. The Google link and unlink routes (google-routes.ts) ask for
 * the same proof.
 */
export const signInChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = authLimits(app.config.rateLimitMultiplier);
  const limited = (rateLimit: (typeof limits)[keyof typeof limits]) => ({ config: { rateLimit } });
  const proof = app.reauthentication;
  const changes = app.signInChanges;

  handle(app, contract.requestReauthenticationCode, limited(limits.sendCode), async (request) =>
    proof.requestCode(request.customer!, request.body.channel, context(request)),
  );

  handle(app, contract.reauthenticate, limited(limits.password), async (request) => {
    const { body } = request;
    const until =
      body.method === 'password'
        ? await proof.proveWithPassword(request.sessionId!, request.customer!, body.password)
        : await proof.proveWithCode(request.sessionId!, request.customer!, body.channel, body.code);
    request.log.info({ customerId: request.customer!.id, method: body.method }, 'ownership proved again');
    return { reauthenticatedUntil: until.toISOString() };
  });

  // Both need the proof: a stolen session must not send codes to, nor switch to, an address of its own.
  handle(app, contract.requestIdentifierCode, limited(limits.sendCode), async (request) => {
    await proof.requireRecentProof(request.sessionId);
    return changes.requestIdentifierCode(request.customer!, request.body.identifier, context(request));
  });

  handle(app, contract.verifyIdentifier, limited(limits.enterCode), async (request) => {
    await proof.requireRecentProof(request.sessionId);
    const { identifier, code } = request.body;
    return presentProfile(await changes.verifyIdentifier(request.customer!, identifier, code, changeContext(app, request)));
  });

  // Public: the change may have signed the owner out everywhere.
  handle(app, contract.undoSignInChange, limited(limits.enterCode), async (request) => {
    await changes.undo(request.body.token);
    return { ok: true as const };
  });
};
