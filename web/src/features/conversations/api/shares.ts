import { routes, SHARE_PAGE_PATH, type Share } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { queryClient } from '@/lib/query-client';
import { addServerMessages } from '@/lib/server-messages';

// A conversation past the size a link holds (server shares/service.ts), in the interface language.
addServerMessages({}, [
  {
    pattern: /^This conversation is too long to share: a link holds at most ([\d,]+) characters\./,
    key: 'share.tooLong',
    values: (match) => ({ max: formatNumber(Number(match[1]!.replaceAll(',', ''))) }),
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

/** GET /shares/:token without a session: the snapshot, or 404 for a link that no longer works. */
export const sharedConversationQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared-conversation', token],
    queryFn: () => api.call(routes.getSharedConversation, { params: { token } }),
    retry: false,
    staleTime: 60_000,
  });

/** POST /shares/:token/continue: a copy of the snapshot in the signed-in customer's account. */
export const continueSharedConversation = (token: string) => api.call(routes.continueSharedConversation, { params: { token } });

/** The link as the owner copies it. */
export const shareUrl = (token: string) => `${window.location.origin}${SHARE_PAGE_PATH}/${token}`;
