import multipart from '@fastify/multipart';
import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { perCustomerLimit } from '../../plugins/rate-limit.ts';
import { MULTIPART_ENVELOPE_BYTES, readFilePart } from '../files/multipart.ts';
import { tooLarge } from './read-file.ts';
import { ImportRepository } from './repository.ts';
import { ImportService } from './service.ts';

/**
 * POST /conversations/import: one file (multipart field `file`) read whole, up to IMPORT_MAX_BYTES,
 * then imported (service.ts), its progress sent to the customer's tabs (`import:progress`). A
 * request announced larger than that is refused before a byte of it is read; one that grows past
 * it while streaming stops there.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.imports;
  await app.register(multipart, { limits: { fileSize: limits.maxBytes + 1, files: 1, fields: 5, parts: 6 } });
  const service = new ImportService(new ImportRepository(app.database.db), limits);
  const refuse = () => tooLarge(limits.maxBytes);

  handle(
    app,
    contract.importConversations,
    {
      config: {
        rateLimit: perCustomerLimit(
          limits.perHour,
          app.config.rateLimitMultiplier,
          (seconds) => `You are importing too often. Please wait ${seconds} seconds and try again.`,
          '1 hour',
        ),
      },
      preParsing: async (request, reply) => {
        const announced = Number(request.headers['content-length']);
        if (Number.isFinite(announced) && announced > limits.maxBytes + MULTIPART_ENVELOPE_BYTES) {
          // The rest of a 1 GB body is not worth reading to keep the connection: it closes after the answer.
          reply.header('connection', 'close');
          throw refuse();
        }
      },
    },
    async (request) => {
      const { bytes } = await readFilePart(request, limits.maxBytes, refuse);
      request.log.info({ bytes: bytes.length }, 'import received');
      const started = performance.now();
      const customerId = request.customer!.id;
      const result = await service.import(customerId, bytes, (progress) =>
        app.domainEvents.publish('import.progress', customerId, progress),
      );
      request.log.info(
        {
          imported: result.imported,
          messages: result.messages,
          skipped: result.skipped.length,
          ms: Math.round(performance.now() - started),
        },
        'import done',
      );
      return result;
    },
  );
};
