import {
  chatPaths,
  conversationBodySchema,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationParamsSchema,
  conversationResponseSchema,
} from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConversationRepository } from './repository.ts';
import { ConversationService } from './service.ts';

/** Conversations REST (§7) plus rename and server-side search. */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ConversationService(new ConversationRepository(app.database.db), () => app.io);
  const guard = { onRequest: app.requireCustomer };
  const customerId = (request: { customer?: { id: string } | undefined }) => request.customer!.id;

  app.get(
    chatPaths.conversations,
    { ...guard, schema: { querystring: conversationListQuerySchema, response: { 200: conversationListResponseSchema } } },
    (request) => service.list(customerId(request), request.query.skip, request.query.limit, request.query.search),
  );

  app.post(
    chatPaths.conversations,
    { ...guard, schema: { body: conversationBodySchema, response: { 201: conversationResponseSchema } } },
    async (request, reply) => {
      const conversation = await service.create(customerId(request), request.body.name);
      return reply.code(201).send({ conversation });
    },
  );

  app.get(
    '/conversations/:id',
    { ...guard, schema: { params: conversationParamsSchema, response: { 200: conversationResponseSchema } } },
    async (request) => ({ conversation: await service.get(customerId(request), request.params.id) }),
  );

  app.patch(
    '/conversations/:id',
    {
      ...guard,
      schema: { params: conversationParamsSchema, body: conversationBodySchema, response: { 200: conversationResponseSchema } },
    },
    async (request) => ({ conversation: await service.rename(customerId(request), request.params.id, request.body.name) }),
  );

  app.delete(
    '/conversations/:id',
    { ...guard, schema: { params: conversationParamsSchema, response: { 200: z.object({ _id: z.string() }) } } },
    async (request) => {
      await service.delete(customerId(request), request.params.id);
      // Its chats went with it (foreign key); their files' rows and bytes go now.
      await app.files.purgeDetached(customerId(request));
      return { _id: request.params.id };
    },
  );
};
