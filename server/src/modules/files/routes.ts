import multipart from '@fastify/multipart';
import { contract, FILE_MAX_BYTES } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { openFilePart, uploadLimit } from './multipart.ts';
import { sendStoredFile } from './send-file.ts';
import { tooLarge } from './service.ts';

/**
 * POST /files streams an upload to storage; GET /files/storage says how much of the plan's storage
 * is used; GET /files/:id serves a file to its owner only (404 for anyone else).
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  // The parser's own limit is one byte past the largest file: that byte reaches the service, which refuses it (413).
  await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 } });
  const files = app.files;
  const rateLimit = uploadLimit(app.config.uploadsPerMinute, app.config.rateLimitMultiplier);

  handle(app, contract.uploadFile, { config: { rateLimit } }, async (request, reply) => {
    const part = await openFilePart(request, FILE_MAX_BYTES + 1, tooLarge);
    return reply.code(201).send(await files.upload(request.customer!.id, part.filename, part.file));
  });

  handle(app, contract.getStorageUsage, (request) => files.usage(request.customer!.id));

  handle(app, contract.getFile, async (request, reply) => {
    const { row, bytes } = await files.open(request.customer!.id, request.params.id);
    return sendStoredFile(reply, row, bytes, 'private, max-age=86400');
  });
};
