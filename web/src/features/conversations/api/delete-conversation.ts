import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** DELETE /conversations/:id (§7). */
export const deleteConversation = (id: string) => api.call(routes.deleteConversation, { params: { id } });
