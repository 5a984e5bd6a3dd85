import { PAGE_SIZE, routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** GET /conversations/chats (§7): newest first; without a conversation, the general chat. */
export const getChats = (conversation: string | undefined, skip: number) =>
  api.call(routes.listChats, { query: { skip, limit: PAGE_SIZE, conversation } });
