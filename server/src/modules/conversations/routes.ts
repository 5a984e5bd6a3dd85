import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { ConversationRepository } from './repository.ts';
import { ConversationService } from './service.ts';

/** Conversations REST (§7) plus rename, pin, archive, instructions (issue 21) and server-side search. */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ConversationService(new ConversationRepository(app.database.db), app.domainEvents);
  const customerId = (request: { customer?: { id: string } | undefined }) => request.customer!.id;

  handle(app, contract.listConversations, (request) => service.list(customerId(request), request.query));

  handle(app, contract.createConversation, async (request, reply) => {
    const conversation = await service.create(customerId(request), request.body.name);
    return reply.code(201).send({ conversation });
  });

  handle(app, contract.getConversation, async (request) => ({
    conversation: await service.get(customerId(request), request.params.id),
  }));

  handle(app, contract.renameConversation, async (request) => ({
    conversation: await service.update(customerId(request), request.params.id, request.body),
  }));

  handle(app, contract.deleteConversation, async (request) => {
    await service.delete(customerId(request), request.params.id);
    // Its chats went with it (foreign key); their files' rows and bytes go now.
    await app.files.purgeDetached(customerId(request));
    return { _id: request.params.id };
  });
};
