import { routes, SEARCH_PAGE_SIZE } from '@chat/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addServerMessages } from '@/lib/server-messages';

// A search refused while two of the customer's run, or cancelled for its time (server search-limits.ts).
addServerMessages({
  'Another search of yours is still running. Try again in a moment.': 'search.busy',
  'This search took too long. Try fewer or more specific words.': 'search.tooLong',
});

/** GET /search (issue 20): a page of hits, newest first, after `cursor`. */
export const searchMessages = (q: string, cursor: string | undefined) =>
  api.call(routes.searchMessages, { query: { q, cursor, limit: SEARCH_PAGE_SIZE } });

export const messageSearchQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['message-search', q],
    queryFn: ({ pageParam }) => searchMessages(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    retry: false,
  });

/** The hits of `q` as pages; nothing is asked for an empty search. */
export const useMessageSearch = (q: string) => useInfiniteQuery({ ...messageSearchQuery(q), enabled: q.length > 0 });
