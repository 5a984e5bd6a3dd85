import { PAGE_SIZE, routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** GET /conversations (§7): skip/limit 24, optional name search done by the server. */
export const getConversations = (skip: number, search?: string) =>
  api.call(routes.listConversations, { query: { skip, limit: PAGE_SIZE, search: search || undefined } });
