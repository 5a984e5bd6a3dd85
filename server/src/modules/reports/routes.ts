import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { ChatRepository } from '../chats/repository.ts';
import { presentOwnReport } from './presenter.ts';
import { ReportRepository } from './repository.ts';

/**
 * POST /api/reports (§2 report-content form): a customer reports one of their own chats;
 * GET /api/reports: their reports and what the operator decided (issue 22).
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const chats = new ChatRepository(app.database.db);
  const repository = new ReportRepository(app.database.db);
  app.customerData.register({
    name: 'reports',
    export: async (customerId) =>
      (await repository.ofCustomer(customerId)).map((row) => ({
        chat: row.chatId,
        description: row.description,
        status: row.status,
        // The operator's answer is part of what the customer was told (issue 22); who reviewed it is not.
        note: row.note,
      })),
    erase: (customerId) => repository.eraseFor(customerId),
  });

  handle(app, contract.reportContent, async (request, reply) => {
    const customer = request.customer!;
    // Another customer's chat answers like a missing one: no existence leak (ASVS 8.2.2).
    const chat = await chats.find(customer.id, request.body.chat);
    if (!chat) throw notFound('Chat not found.');
    const report = await repository.insert({
      id: newId(),
      customerId: customer.id,
      chatId: chat.id,
      conversationId: chat.conversationId,
      content: chat.output?.content ?? '',
      description: request.body.description,
    });
    request.log.info({ audit: 'content-reported', reportId: report.id }, 'content reported');
    return reply.status(201).send({ _id: report.id, createdAt: report.createdAt.toISOString() });
  });

  handle(app, contract.listOwnReports, async (request) => {
    const { skip, limit } = request.query;
    const { rows, count } = await repository.pageOfCustomer(request.customer!.id, skip, limit);
    return { reports: rows.map(presentOwnReport), skip, limit, count };
  });
};
