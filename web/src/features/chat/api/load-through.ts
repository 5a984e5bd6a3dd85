import { loadedChats, setLoadedChats } from '../lib/chat-cache';
import { mergeChats, scopeOf } from '../lib/chat-list';
import { getChats } from './get-chats';

/** The largest page the list call gives (protocol/src/list.ts): few calls for a message far back. */
const BIG_PAGE = 100;

/**
 * Loads a scope's older chats, newest first, until the chat `chatId` is among them (a search hit
 * hundreds of exchanges back), so the list can open at it. Answers whether it was found.
 */
export async function loadThrough(scope: string, chatId: string): Promise<boolean> {
  for (;;) {
    const scoped = loadedChats().chats.filter((chat) => scopeOf(chat) === scope);
    if (scoped.some((chat) => chat._id === chatId)) return true;
    const page = await getChats(scope === 'general' ? undefined : scope, scoped.length, BIG_PAGE);
    // Read again after the wait: a page, send or event may have changed the cache meanwhile.
    const { chats, counts } = loadedChats();
    setLoadedChats(mergeChats(chats, page.chats), { ...counts, [scope]: page.count });
    if (page.chats.length === 0 || scoped.length + page.chats.length >= page.count) {
      return loadedChats().chats.some((chat) => chat._id === chatId);
    }
  }
}
