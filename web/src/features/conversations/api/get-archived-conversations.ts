import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { archivedKey } from './archive-cache';
import { getConversations } from './get-conversations';

/**
 * The "Archived" view (issue 21): archived conversations, most recently active first, paged as the
 * sidebar is (24, skip by the number loaded). Fetched while the view is open; changes heard over the
 * socket mark it stale (archive-cache.ts).
 */
export const archivedConversationsQuery = infiniteQueryOptions({
  queryKey: archivedKey,
  queryFn: ({ pageParam }) => getConversations(pageParam, undefined, true),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((total, page) => total + page.conversations.length, 0);
    return loaded < last.count ? loaded : undefined;
  },
});

export const useArchivedConversations = () => useInfiniteQuery(archivedConversationsQuery);
