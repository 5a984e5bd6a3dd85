import { loadedChats, persistChats, setLoadedChats } from '../lib/chat-cache';
import { heldChats, mergeChats, scopeOf } from '../lib/chat-list';
import { getChats } from './get-chats';
import { loadThrough } from './load-through';

/**
 * Another version of an exchange is shown (issue 21): the scope's loaded chats are the old branch,
 * so they give way to its newest page as the server has it now, and older pages load again as the
 * reader scrolls up. `through`: a chat to load pages until (the version just chosen, far back).
 * A copy already loaded keeps its streamed text (mergeChats never takes an answer back in time).
 */
export async function reloadBranch(scope: string, through?: string): Promise<void> {
  const held = heldChats(loadedChats().chats, scope);
  const page = await getChats(scope === 'general' ? undefined : scope, 0);
  const onBranch = new Set(page.chats.map((chat) => chat._id));
  const { chats, counts } = loadedChats();
  // What came while the page was on its way (a send, an answer) is newer than the page: it stays.
  const kept = chats.filter((chat) => !held.has(chat) || onBranch.has(chat._id));
  setLoadedChats(mergeChats(kept, page.chats), { ...counts, [scope]: page.count });
  persistChats();
  if (through && !onBranch.has(through)) await loadThrough(scope, through);
}

/** Whether this tab holds any chat of the scope: a tab that never opened it has nothing to reload. */
export const holdsScope = (scope: string) => loadedChats().chats.some((chat) => scopeOf(chat) === scope);
