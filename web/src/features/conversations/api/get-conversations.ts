import { PAGE_SIZE, routes, type Conversation } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /conversations (§7): skip/limit 24, optional name search done by the server; `archived`:
 * the archived ones instead of the list's (issue 21).
 */
export const getConversations = (skip: number, search?: string, archived = false) =>
  api.call(routes.listConversations, {
    query: { skip, limit: PAGE_SIZE, search: search || undefined, archived: archived ? 'true' : undefined },
  });

/** The sidebar's list: the pages loaded, merged with live updates, pinned first then most recently active (§4, issue 21). */
export interface ConversationList {
  conversations: Conversation[];
  /** The server's total, kept in step with the conversations made and deleted since. */
  count: number;
  /** From the server at least once: until then the list is the browser cache, a first paint only. */
  fetched: boolean;
}

/**
 * The list lives in the query cache, written by conversation-cache.ts (pages, socket events): a
 * page merges into it rather than replacing it, so no component fetches it by itself.
 */
export const conversationListQuery = queryOptions<ConversationList>({
  queryKey: ['conversations', 'list'],
  enabled: false,
});

/** Before anything is loaded: no conversations. */
export const noConversations: ConversationList = { conversations: [], count: 0, fetched: false };

export const useConversationList = () => useQuery(conversationListQuery).data ?? noConversations;

/** Every name search's key starts so: invalidated together when conversations arrive in bulk. */
export const conversationSearchKey = ['conversations', 'search'] as const;

/** Server-side name search, so it finds conversations past the loaded pages: the first page of matches. */
export const conversationSearchQuery = (term: string) =>
  queryOptions({
    queryKey: [...conversationSearchKey, term],
    queryFn: () => getConversations(0, term),
    enabled: term.length > 0,
    staleTime: 5_000,
  });
