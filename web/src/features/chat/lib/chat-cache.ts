import type { Chat } from '@chat/protocol';
import { queryClient } from '@/lib/query-client';
import { getItem, removeItem, setItem, storageKeys } from '@/lib/storage';
import { chatsQuery, noChats } from '../api/get-chats';
import { CACHED_CHATS, mergeChats, scopeOf } from './chat-list';

// Kept for the whole session, shown or not; each change replaces only the chats it changes (the
// memoized rows skip the others), so the list needs no deep comparison either.
queryClient.setQueryDefaults(chatsQuery.queryKey, { gcTime: Infinity, structuralSharing: false });

export const loadedChats = () => queryClient.getQueryData(chatsQuery.queryKey) ?? noChats;

export function setLoadedChats(chats: Chat[], counts = loadedChats().counts): void {
  queryClient.setQueryData(chatsQuery.queryKey, { chats, counts });
}

/** A chat sent or received goes into the list (§3, §4). */
export const mergeChat = (chat: Chat) => setLoadedChats(mergeChats(loadedChats().chats, [chat]));

/** Changes the chat with this id; a change that answers the same chat re-renders nothing. Tells whether it was there. */
export function updateChat(id: string, change: (chat: Chat) => Chat): boolean {
  const { chats } = loadedChats();
  const index = chats.findIndex((chat) => chat._id === id);
  if (index < 0) return false;
  const next = change(chats[index]!);
  if (next !== chats[index]) setLoadedChats(chats.map((chat, at) => (at === index ? next : chat)));
  return true;
}

/** The newest chats go to browser storage: shown at once on the next load, before the network answers (§4). */
export const persistChats = () => setItem(storageKeys.chats, loadedChats().chats.slice(0, CACHED_CHATS));

/** A conversation gone (deleted, here or elsewhere): its chats leave the list and the browser copy. */
export function dropScope(scope: string): void {
  const { chats, counts } = loadedChats();
  const { [scope]: _count, ...others } = counts;
  setLoadedChats(
    chats.filter((chat) => scopeOf(chat) !== scope),
    others,
  );
  persistChats();
}

/** Signing out: the chats and their browser copy are forgotten. */
export function forgetChats(): void {
  removeItem(storageKeys.chats);
  setLoadedChats([], {});
}

// The chats kept from the last visit show at once, before the network answers (§4).
setLoadedChats(getItem<Chat[]>(storageKeys.chats) ?? [], {});
