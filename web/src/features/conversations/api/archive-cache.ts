import type { Conversation } from '@chat/protocol';
import type { InfiniteData } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { openedConversationQuery } from './get-conversation';
import type { getConversations } from './get-conversations';

/**
 * The Archived view's pages (get-archived-conversations.ts). Named here, not there, so the list's
 * cache reaches them without the view's query coming with the chat page's first load.
 */
export const archivedKey = ['conversations', 'archived'] as const;
type ArchivedPages = InfiniteData<Awaited<ReturnType<typeof getConversations>>, number>;

/** Archived somewhere: the Archived view loads again (at once while it is open, else when next opened). */
export const refreshArchived = () => void queryClient.invalidateQueries({ queryKey: archivedKey });

/** Restored or deleted: out of the Archived view at once, one fewer in its count. */
export function dropFromArchived(id: string): void {
  queryClient.setQueryData<ArchivedPages>(archivedKey, (data) => {
    if (!data?.pages.some((page) => page.conversations.some((conversation) => conversation._id === id))) return data;
    // Every page's count: the next page is asked for by the last one's.
    const pages = data.pages.map((page) => ({
      ...page,
      conversations: page.conversations.filter((conversation) => conversation._id !== id),
      count: Math.max(0, page.count - 1),
    }));
    return { ...data, pages };
  });
}

/** Keeps an archived conversation's latest copy for the header of a tab that shows it. */
export function keepOpened(conversation: Conversation): void {
  queryClient.setQueryData(openedConversationQuery(conversation._id).queryKey, conversation);
}

/** Signing out: the Archived view and opened conversations are forgotten with the list. */
export function forgetArchived(): void {
  queryClient.removeQueries({ queryKey: archivedKey });
  queryClient.removeQueries({ queryKey: openedConversationQuery('').queryKey.slice(0, 2) });
}
