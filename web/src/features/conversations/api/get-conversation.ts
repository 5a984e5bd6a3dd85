import { chatPaths, type Conversation } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** GET /conversations/:id (§7). */
export const getConversation = (id: string) => api.get<{ conversation: Conversation }>(chatPaths.conversation(id));
