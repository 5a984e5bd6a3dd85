import { routes, type ConversationPatch } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** PATCH /conversations/:id: rename, pin, archive, restore or set its instructions (issue 21); every device hears `conversation:updated`. */
export const updateConversation = (id: string, patch: ConversationPatch) =>
  api.call(routes.renameConversation, { params: { id }, body: patch });
