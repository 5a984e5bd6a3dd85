import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';
import { loadedChats, persistChats, setLoadedChats } from '../lib/chat-cache';

/** DELETE /conversations/chats/clear (§7): empties the general chat. */
export const clearGeneralChat = () => api.call(routes.clearGeneralChat);

/** §4, §8: clearing keeps only chats that belong to a conversation; a failure is logged and rethrown. */
export async function clearGeneral(): Promise<void> {
  try {
    await clearGeneralChat();
  } catch (error) {
    console.error('Failed to clear the general chat', error);
    throw error;
  }
  const { chats, counts } = loadedChats();
  setLoadedChats(
    chats.filter((chat) => chat.conversation),
    { ...counts, general: 0 },
  );
  persistChats();
}
