import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import { asDownload } from '../../lib/download.ts';
import { handle } from '../../lib/endpoint.ts';
import { pickLocale } from '../../lib/locale.ts';
import { perCustomerLimit } from '../../plugins/rate-limit.ts';

/** All-conversation exports a customer may start an hour (each reads the whole history), scaled by RATE_LIMIT_MULTIPLIER. */
const ARCHIVES_PER_HOUR = 10;

/**
 * GET /conversations/:id/export streams one conversation as Markdown or JSON. GET
 * /conversations/export builds the ZIP of all of them on disk first and then sends it with its
 * Content-Length: the browser's progress bar is then an honest share of a known size (a ZIP
 * streamed as it is made has no length until it ends).
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const exports = app.conversationExports;
  const archiveLimit = perCustomerLimit(ARCHIVES_PER_HOUR, app.config.rateLimitMultiplier, undefined, '1 hour');

  handle(app, contract.exportConversation, async (request, reply) => {
    const customer = request.customer!;
    const locale = pickLocale(customer.locale, request.headers['accept-language']);
    const file = await exports.conversationFile(customer.id, locale, request.params.id, request.query.format);
    return asDownload(reply, file.type, file.fileName).send(file.body);
  });

  handle(app, contract.exportAllConversations, { config: { rateLimit: archiveLimit } }, async (request, reply) => {
    const customer = request.customer!;
    const locale = pickLocale(customer.locale, request.headers['accept-language']);
    const archive = await exports.archive(customer.id, locale);
    const stream = createReadStream(archive.file);
    try {
      await once(stream, 'open');
    } finally {
      // Once open, the file's name can go: the stream keeps reading it, and nothing is left behind
      // whether the download completes, fails or is cancelled.
      await archive.remove();
    }
    const day = new Date().toISOString().slice(0, 10);
    return asDownload(reply, 'application/zip', `chat-assistant-conversations-${day}.zip`)
      .header('content-length', archive.bytes)
      .send(stream);
  });
};
