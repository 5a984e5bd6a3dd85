import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** PATCH /conversations/:id: a new name; every device hears `conversation:updated`. */
export const renameConversation = (id: string, name: string) =>
  api.call(routes.renameConversation, { params: { id }, body: { name } });
