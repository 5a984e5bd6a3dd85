import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** POST /conversations (§7): a new conversation is created before its first message is sent (§4). */
export const createConversation = (name: string) => api.call(routes.createConversation, { body: { name } });
