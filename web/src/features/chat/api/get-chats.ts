import { PAGE_SIZE, routes, type Chat } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /conversations/chats (§7): newest first; without a conversation, the general chat. */
export const getChats = (conversation: string | undefined, skip: number, limit = PAGE_SIZE) =>
  api.call(routes.listChats, { query: { skip, limit, conversation } });

/** Every chat loaded, of every scope (§3: newest first), and the server's count per scope, for paging. */
export interface LoadedChats {
  chats: Chat[];
  counts: Record<string, number>;
}

/**
 * The loaded chats live in the query cache, written by lib/chat-cache.ts: pages, sends and socket
 * events merge into them without ever taking an answer back in time (mergeChats), so no component
 * fetches them by itself (api/load-chats.ts does). One list for every scope, as the browser copy
 * keeps the newest chats of all of them and a streamed delta or an ack names its chat by id only.
 */
export const chatsQuery = queryOptions<LoadedChats>({ queryKey: ['chats'], enabled: false });

/** Before anything is loaded: no chats. */
export const noChats: LoadedChats = { chats: [], counts: {} };

export const useChats = () => useQuery(chatsQuery).data ?? noChats;
