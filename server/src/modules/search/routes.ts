import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { decodeCursor, presentPage } from './presenter.ts';
import { SearchRepository } from './repository.ts';
import {
  PerKeyLimit,
  SEARCH_TIMEOUT_MS,
  SEARCHES_PER_CUSTOMER,
  searchBusy,
  SharedPerKeyLimit,
  timedOut,
  type KeyLimit,
} from './search-limits.ts';

/** GET /search (issue 20): the signed-in customer's own messages only, a bounded number at once. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = new SearchRepository(app.database.db, app.database.kind);
  // Across the instances when they share a Redis; a place outlives a search's time-out by a margin.
  const running: KeyLimit = app.redis
    ? new SharedPerKeyLimit(app.redis, `${app.config.redisPrefix}searches:`, SEARCHES_PER_CUSTOMER, 2 * SEARCH_TIMEOUT_MS)
    : new PerKeyLimit(SEARCHES_PER_CUSTOMER);

  handle(app, contract.searchMessages, async (request) => {
    const { q, cursor, limit } = request.query;
    const customerId = request.customer!.id;
    const rows = await running
      .run(customerId, () => repository.search(customerId, q, decodeCursor(cursor), limit), searchBusy)
      .catch((error: unknown) => {
        throw timedOut(error) ?? error;
      });
    return presentPage(rows, limit);
  });
};
