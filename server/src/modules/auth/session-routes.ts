import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { notFound } from '../../lib/errors.ts';
import { disconnectOtherSessions, disconnectSession } from '../../realtime/auth.ts';
import { presentSession } from './session-presenter.ts';

/**
 * The customer's own sessions under /api/customers/sessions (issue 37, ASVS 7.5.2): list them, end
 * one, end all the others. No fresh proof of ownership is asked (unlike a sign-in change,
 * reauthentication.ts): ending sessions is the safety action of a worried owner, and a stolen
 * session gains nothing by it but signing the owner out, who signs in again and ends it.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  handle(app, contract.listSessions, async (request) => {
    const rows = await app.sessions.listLive(request.customer!.id);
    // This device first, then the others as the store orders them (most recently used first).
    const sessions = rows.map((row) => presentSession(row, request.sessionId));
    return { sessions: [...sessions.filter((one) => one.current), ...sessions.filter((one) => !one.current)] };
  });

  handle(app, contract.signOutSession, async (request, reply) => {
    const customerId = request.customer!.id;
    const sessionId = request.params.id;
    // Another customer's id reads as unknown: nothing is ended and nothing tells it exists.
    if (!(await app.sessions.revokeOwn(customerId, sessionId))) throw notFound('Session not found.');
    // Ending this very session is a logout: its cookies go too.
    if (sessionId === request.sessionId) await app.endSession(request, reply);
    disconnectSession(app.io, sessionId);
    request.log.info({ customerId, sessionId }, 'session ended by its owner');
    return { ended: 1 };
  });

  handle(app, contract.signOutOtherSessions, async (request) => {
    const customerId = request.customer!.id;
    const kept = request.sessionId!;
    const ended = await app.sessions.revokeAll(customerId, kept);
    disconnectOtherSessions(app.io, customerId, kept);
    request.log.info({ customerId, ended }, 'other sessions ended by their owner');
    return { ended };
  });
};
