import type { Chat } from '@chat/protocol';
import { ApiError } from '@/lib/api-client';
import { loadedChats, persistChats, setLoadedChats } from '../lib/chat-cache';
import { heldChats, mergeChats } from '../lib/chat-list';
import { useChatStore } from '../stores/chat-store';
import { getChats } from './get-chats';

/**
 * The newest page is the branch shown now: a chat held before it was asked for, newer than its
 * oldest and not in it, is on another branch (switched in a tab or device while this one was
 * offline, issue 21), unless it is a send still on its way (a delivery state) or an answer being
 * written (a branch never changes while an answer streams).
 */
function withoutStaleBranch(chats: Chat[], held: ReadonlySet<Chat>, page: Chat[]): Chat[] {
  const oldest = page.at(-1)?.createdAt ?? '';
  const onBranch = new Set(page.map((chat) => chat._id));
  const { delivery } = useChatStore.getState();
  return chats.filter(
    (chat) =>
      !held.has(chat) || chat.createdAt < oldest || onBranch.has(chat._id) || chat._id in delivery || chat.status === 'pending',
  );
}

/**
 * A page of a scope's chats into the cache: the first (at opening and at each connection) or the
 * next older one, by the number loaded. §8: a failure is logged only, and the loading flag reset.
 */
export async function fetchChats(scope: string, more = false): Promise<void> {
  if (scope === 'new' || useChatStore.getState().gone.has(scope)) return;
  useChatStore.setState({ loading: true });
  try {
    const held = heldChats(loadedChats().chats, scope);
    const skip = more ? held.size : 0;
    const page = await getChats(scope === 'general' ? undefined : scope, skip);
    // Deleted while the page was on its way.
    if (useChatStore.getState().gone.has(scope)) return;
    const { chats, counts } = loadedChats();
    const merged = mergeChats(more ? chats : withoutStaleBranch(chats, held, page.chats), page.chats);
    // An answer still streaming (a reload mid-answer): follow it with the typing indicator and stop
    // button, unless the merge kept a later copy (its final event came while this page was on its way).
    const pending = more ? undefined : page.chats.find((chat) => chat.status === 'pending' && merged.includes(chat));
    setLoadedChats(merged, { ...counts, [scope]: page.count });
    persistChats();
    if (pending) useChatStore.setState({ streamingId: pending._id, typing: true });
  } catch (error) {
    // Deleted (on another device while this one was offline), never made, or another customer's (§7: 404).
    if (error instanceof ApiError && error.status === 404) useChatStore.getState().forget(scope);
    else console.error('Failed to fetch chats', error);
  } finally {
    useChatStore.setState({ loading: false });
  }
}
