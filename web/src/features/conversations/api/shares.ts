import { routes, SHARE_PAGE_PATH, type Share } from '@chat/protocol';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { queryClient } from '@/lib/query-client';
import { addServerMessages } from '@/lib/server-messages';
import { onServerEvent } from '@/lib/socket';

/** The limit a refusal names, in the interface language's digits. */
const maxOf = (match: RegExpMatchArray) => ({ max: formatNumber(Number(match[1]!.replaceAll(',', ''))) });

// A conversation past the size a link holds, and a link made before that limit which is too long to
// copy (server shares/service.ts), in the interface language.
addServerMessages({}, [
  {
    pattern: /^This conversation is too long to share: a link holds at most ([\d,]+) characters\./,
    key: 'share.tooLong',
    values: maxOf,
  },
  {
    pattern: /^This conversation is too long to continue: a copy holds at most ([\d,]+) characters\./,
    key: 'share.tooLongToContinue',
    values: maxOf,
  },
]);

/** GET /shares: the customer's live links. */
const listShares = () => api.call(routes.listShares);

export const sharesQuery = queryOptions({ queryKey: ['shares'], queryFn: listShares });

export const useShares = () => useQuery(sharesQuery);

/** Puts a saved or deleted link in the cached list at once, then checks with the server. */
function refreshShares(change: (shares: Share[]) => Share[]) {
  queryClient.setQueryData(sharesQuery.queryKey, (list) => ({ shares: change(list?.shares ?? []) }));
  void queryClient.invalidateQueries({ queryKey: sharesQuery.queryKey });
}

// Deleting a conversation deletes its link (cascade), here or in another tab (issue 38): out of the list at once.
onServerEvent('conversation:deleted', ({ _id }) =>
  queryClient.setQueryData(
    sharesQuery.queryKey,
    (list) => list && { shares: list.shares.filter((share) => share.conversationId !== _id) },
  ),
);

/** PUT /shares/conversations/:id: makes the link, or updates its snapshot ("Update link"). */
export async function saveShare(conversationId: string, includeFiles: boolean): Promise<Share> {
  const { share } = await api.call(routes.saveShare, { params: { id: conversationId }, body: { includeFiles } });
  refreshShares((shares) => [share, ...shares.filter((other) => other._id !== share._id)]);
  return share;
}

/** DELETE /shares/:id: the link stops working. */
export async function revokeShare(id: string): Promise<void> {
  await api.call(routes.revokeShare, { params: { id } });
  refreshShares((shares) => shares.filter((share) => share._id !== id));
}

/**
 * GET /shares/:token?page=N without a session: the snapshot a page at a time (issue 37), the next
 * asked for as the reader nears the end; a 404 of the first page is a link that no longer works.
 * No automatic retry: the page offers one, and a gone link says so at once. Never refetched while
 * open: a refetch would ask for every page read so far again, for a snapshot that changes only when
 * its owner updates the link (a reload shows that).
 */
export const sharedConversationQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: ['shared-conversation', token],
    queryFn: ({ pageParam }) => api.call(routes.getSharedConversation, { params: { token }, query: { page: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page + 1 < last.pages ? last.page + 1 : undefined),
    retry: false,
    staleTime: Infinity,
  });

/** POST /shares/:token/continue: a copy of the snapshot in the signed-in customer's account. */
export const continueSharedConversation = (token: string) => api.call(routes.continueSharedConversation, { params: { token } });

/** The link as the owner copies it. */
export const shareUrl = (token: string) => `${window.location.origin}${SHARE_PAGE_PATH}/${token}`;
