import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** DELETE /conversations/chats/clear (§7): empties the general chat. */
export const clearGeneralChat = () => api.call(routes.clearGeneralChat);
