import * as routes from '../routes/index.ts';
import { searchQuerySchema, searchResponseSchema } from '../search.ts';
import { endpoint } from './endpoint.ts';

/** Full-text search over every message (issue 20). */
export const searchEndpoints = {
  searchMessages: endpoint(routes.searchMessages, {
    summary: 'Search every message of your conversations and general chat, newest first, a page at a time',
    access: 'customer',
    query: searchQuerySchema,
    response: { 200: searchResponseSchema },
  }),
};
