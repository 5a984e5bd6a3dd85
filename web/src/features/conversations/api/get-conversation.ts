import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** GET /conversations/:id (§7). */
export const getConversation = (id: string) => api.call(routes.getConversation, { params: { id } });
