import { loadedChats, persistChats, setLoadedChats } from '../lib/chat-cache';
import { mergeChats, scopeOf } from '../lib/chat-list';
import { useChatStore } from '../stores/chat-store';
import { getChats } from './get-chats';

/**
 * A page of a scope's chats into the cache: the first (at opening and at each connection) or the
 * next older one, by the number loaded. §8: a failure is logged only, and the loading flag reset.
 */
export async function fetchChats(scope: string, more = false): Promise<void> {
  if (scope === 'new') return;
  useChatStore.setState({ loading: true });
  try {
    const skip = more ? loadedChats().chats.filter((chat) => scopeOf(chat) === scope).length : 0;
    const page = await getChats(scope === 'general' ? undefined : scope, skip);
    const { chats, counts } = loadedChats();
    const merged = mergeChats(chats, page.chats);
    // An answer still streaming (a reload mid-answer): follow it with the typing indicator and stop
    // button, unless the merge kept a later copy (its final event came while this page was on its way).
    const pending = more ? undefined : page.chats.find((chat) => chat.status === 'pending' && merged.includes(chat));
    setLoadedChats(merged, { ...counts, [scope]: page.count });
    persistChats();
    if (pending) useChatStore.setState({ streamingId: pending._id, typing: true });
  } catch (error) {
    console.error('Failed to fetch chats', error);
  } finally {
    useChatStore.setState({ loading: false });
  }
}
