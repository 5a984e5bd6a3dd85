import { routes, type Conversation } from '@chat/protocol';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /conversations/:id (§7). */
export const getConversation = (id: string) => api.call(routes.getConversation, { params: { id } });

/**
 * A conversation shown that the sidebar's list does not hold: an archived one opened from the
 * Archived view, or archived while open (issue 21). The header reads its name here; written by
 * conversation-cache.ts, as the list is.
 */
export const openedConversationQuery = (id: string) =>
  queryOptions<Conversation>({ queryKey: ['conversations', 'opened', id], enabled: false });
