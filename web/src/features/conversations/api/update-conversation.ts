import { routes, type ConversationPatch } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** PATCH /conversations/:id: pin, unpin, archive or restore (issue 21); every device hears `conversation:updated`. */
export const updateConversation = (id: string, patch: ConversationPatch) =>
  api.call(routes.renameConversation, { params: { id }, body: patch });
