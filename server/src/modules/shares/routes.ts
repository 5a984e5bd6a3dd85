import { contract, SHARE_PAGE_PATH } from '@chat/protocol';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { ConversationRepository } from '../conversations/repository.ts';
import { ImportRepository } from '../imports/repository.ts';
import { sendStoredFile } from '../files/send-file.ts';
import { ShareRepository } from './repository.ts';
import { ShareService } from './service.ts';

/** Reads of a link a minute per address, scaled by RATE_LIMIT_MULTIPLIER: a reader's pace, not a token scan's. */
const PUBLIC_READS_PER_MINUTE = 60;

/** A shared snapshot is for people: search engines leave it out, and no cache keeps it past a revoke. */
const ROBOTS = 'noindex, nofollow';
const noIndex = (reply: FastifyReply) => reply.header('x-robots-tag', ROBOTS).header('cache-control', 'no-store');

/** Share links (issue 20): the owner's routes need a session; reading a live link needs only its token. */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const repository = new ShareRepository(db);
  const service = new ShareService(
    repository,
    new ConversationRepository(db),
    new ImportRepository(db),
    app.domainEvents,
    app.files,
  );
  // The data export lists the links; clearing the data or deleting the account erases them.
  app.customerData.register({
    name: 'sharedLinks',
    export: async (customerId) =>
      (await repository.ofCustomer(customerId)).map((row) => ({
        conversation: row.name,
        link: `${SHARE_PAGE_PATH}/${row.token}`,
        includeFiles: row.includeFiles,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        revokedAt: row.revokedAt,
      })),
    erase: (customerId) => repository.eraseFor(customerId),
  });
  const customerId = (request: { customer?: { id: string } | undefined }) => request.customer!.id;
  const rateLimit = { max: PUBLIC_READS_PER_MINUTE * app.config.rateLimitMultiplier, timeWindow: '1 minute' };

  handle(app, contract.listShares, (request) => service.list(customerId(request)));

  handle(app, contract.saveShare, (request) => service.save(customerId(request), request.params.id, request.body.includeFiles));

  handle(app, contract.revokeShare, (request) => service.revoke(customerId(request), request.params.id));

  handle(app, contract.getSharedConversation, { config: { rateLimit } }, async (request, reply) => {
    noIndex(reply);
    return service.read(request.params.token, request.query.page);
  });

  handle(app, contract.getSharedFile, { config: { rateLimit } }, async (request, reply) => {
    const { row, bytes } = await service.file(request.params.token, request.params.fileId);
    return sendStoredFile(reply.header('x-robots-tag', ROBOTS), row, bytes, 'no-store');
  });

  handle(app, contract.continueSharedConversation, async (request, reply) =>
    reply.code(201).send(await service.continue(customerId(request), request.params.token)),
  );
};
