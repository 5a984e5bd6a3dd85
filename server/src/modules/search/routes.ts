import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { decodeCursor, presentPage } from './presenter.ts';
import { SearchRepository } from './repository.ts';

/** GET /search (issue 20): the signed-in customer's own messages only. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = new SearchRepository(app.database.db);

  handle(app, contract.searchMessages, async (request) => {
    const { q, cursor, limit } = request.query;
    const rows = await repository.search(request.customer!.id, q, decodeCursor(cursor), limit);
    return presentPage(rows, limit);
  });
};
