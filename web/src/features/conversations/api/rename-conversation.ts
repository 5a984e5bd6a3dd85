import { chatPaths, type Conversation } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** PATCH /conversations/:id: a new name; every device hears `conversation:updated`. */
export const renameConversation = (id: string, name: string) =>
  api.patch<{ conversation: Conversation }>(chatPaths.conversation(id), { name });
