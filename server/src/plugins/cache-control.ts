import { API_PREFIX } from '@chat/protocol';
import type { FastifyInstance } from 'fastify';

const isApi = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

/**
 * No cache keeps an API answer unless its route says otherwise (ASVS 8.2.1, issue 37). The
 * answers carry a customer's or an operator's data (profile, conversations, payments, share
 * tokens), which neither a shared computer's browser nor a proxy may keep; errors too (a 401 or
 * a 404 kept would outlive a sign-in). One rule for every route, present and future, rather than
 * one header per route. A route that sets Cache-Control itself keeps its own: a customer's files
 * (`private`, kept by that browser only), downloads (`private, no-store`), shared snapshots and
 * speech (`no-store`). The web app's pages and assets, outside /api, set theirs (web-app.ts).
 */
export function registerCacheControl(app: FastifyInstance): void {
  // onSend runs for every answer, those of the error handler and of a refusing hook included.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && isApi(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
