import { chatPaths, PAGE_SIZE, type ConversationListResponse } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** GET /conversations (§7): skip/limit 24, optional name search done by the server. */
export const getConversations = (skip: number, search?: string) =>
  api.get<ConversationListResponse>(chatPaths.conversations, { skip, limit: PAGE_SIZE, search: search || undefined });
