import { routes, SEARCH_PAGE_SIZE, type SearchResponse } from '@chat/protocol';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { addServerMessages } from '@/lib/server-messages';
import { onServerEvent } from '@/lib/socket';

// A search refused while two of the customer's run, or cancelled for its time (server search-limits.ts).
addServerMessages({
  'Another search of yours is still running. Try again in a moment.': 'search.busy',
  'This search took too long. Try fewer or more specific words.': 'search.tooLong',
});

/** GET /search (issue 20): a page of hits, newest first, after `cursor`. */
export const searchMessages = (q: string, cursor: string | undefined) =>
  api.call(routes.searchMessages, { query: { q, cursor, limit: SEARCH_PAGE_SIZE } });

const messageSearchKey = ['message-search'] as const;

export const messageSearchQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...messageSearchKey, q],
    queryFn: ({ pageParam }) => searchMessages(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    retry: false,
  });

/** The hits of `q` as pages; nothing is asked for an empty search. */
export const useMessageSearch = (q: string) => useInfiniteQuery({ ...messageSearchQuery(q), enabled: q.length > 0 });

// A conversation deleted, here or in another tab (issue 38): its messages leave the hits found so far.
onServerEvent('conversation:deleted', ({ _id }) =>
  queryClient.setQueriesData<InfiniteData<SearchResponse>>(
    { queryKey: messageSearchKey },
    (found) =>
      found && {
        ...found,
        pages: found.pages.map((page) => ({ ...page, hits: page.hits.filter((hit) => hit.conversation?._id !== _id) })),
      },
  ),
);
