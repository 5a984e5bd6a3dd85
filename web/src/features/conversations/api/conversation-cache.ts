import type { Conversation, ConversationPatch } from '@chat/protocol';
import { queryClient } from '@/lib/query-client';
import { announceServerEvent } from '@/lib/socket';
import { getItem, removeItem, setItem, storageKeys } from '@/lib/storage';
import { dropFromArchived, forgetArchived, keepOpened, refreshArchived } from './archive-cache';
import { mergeConversations, versionOf } from '../stores/merge';
import { useConversationsStore } from '../stores/conversations-store';
import { deleteConversation } from './delete-conversation';
import { getConversation, openedConversationQuery } from './get-conversation';
import {
  conversationListQuery,
  conversationSearchKey,
  getConversations,
  noConversations,
  type ConversationList,
} from './get-conversations';
import { updateConversation } from './update-conversation';

const listKey = conversationListQuery.queryKey;

// Kept for the whole session, shown or not, as the chats are (chat/lib/chat-cache.ts): the pages
// loaded stay when the sidebar comes back. A default of the key, not an option of the query, so it
// holds before any component observes the list.
queryClient.setQueryDefaults(listKey, { gcTime: Infinity });

const readList = () => queryClient.getQueryData(listKey) ?? noConversations;
const setList = (list: ConversationList) => queryClient.setQueryData(listKey, list);
/** Sets the list and keeps it in browser storage, the first paint of the next visit. */
function saveList(list: ConversationList) {
  setList(list);
  setItem(storageKeys.conversations, list.conversations);
}
const setLoading = (loading: boolean) => useConversationsStore.setState({ loading });

/**
 * Ids deleted in this tab. A list page or an update event that left the server before the delete
 * may arrive after it; ids are never reused, so these are never shown again.
 */
const deletedIds = new Set<string>();
/**
 * Conversations archived (issue 21), by the version that said so. A page or an event older than
 * that (a pin heard after the archive's answer) must not bring one back; a newer one (restored, or
 * written in) does.
 */
const archivedVersions = new Map<string, string>();
const archivedSince = (conversation: Conversation) => {
  const archived = archivedVersions.get(conversation._id);
  return archived !== undefined && versionOf(conversation) <= archived;
};
/** What the list may show of what the server sent: not deleted here, not archived since. */
const stillListed = (conversations: Conversation[]) =>
  conversations.filter((conversation) => !deletedIds.has(conversation._id) && !archivedSince(conversation));

/** A fetch of the first page was asked for while another was on its way. */
let refreshQueued = false;

/** §4: the cached list shows first, then merges with the server's by _id; more pages page by the number loaded. */
export async function fetchConversations(more = false): Promise<void> {
  // A re-sync asked for while a page is on its way (at the first connection, typically) fetches
  // the first page again once that one lands: what changed in between would be missed otherwise.
  if (useConversationsStore.getState().loading) {
    if (!more) refreshQueued = true;
    return;
  }
  const shown = readList();
  if (shown.conversations.length === 0) {
    const cached = getItem<Conversation[]>(storageKeys.conversations);
    if (cached?.length) setList({ ...shown, conversations: cached });
  }
  setLoading(true);
  try {
    const page = await getConversations(more ? readList().conversations.length : 0);
    const list = readList();
    // The first server page replaces the cache entries it does not confirm; of those it does, a
    // copy shown here that is newer than the page (a title's event that overtook it) stays.
    const confirmed = stillListed(page.conversations);
    const ids = new Set(confirmed.map((conversation) => conversation._id));
    const base = more || list.fetched ? list.conversations : list.conversations.filter(({ _id }) => ids.has(_id));
    const deletedSinceRead = page.conversations.length - confirmed.length;
    saveList({ conversations: mergeConversations(base, confirmed), count: page.count - deletedSinceRead, fetched: true });
  } catch (error) {
    console.error('Failed to fetch conversations', error);
  } finally {
    setLoading(false);
    if (refreshQueued) {
      refreshQueued = false;
      void fetchConversations();
    }
  }
}

/** Conversations arrived in bulk (an import): the list's first page again, and name searches asked anew. */
export function refreshConversations(): void {
  void fetchConversations();
  void queryClient.invalidateQueries({ queryKey: conversationSearchKey });
}

/** Loads one conversation opened by its link when it is not among the loaded pages (header title). */
export async function ensureConversation(id: string): Promise<void> {
  if (readList().conversations.some((conversation) => conversation._id === id)) return;
  try {
    const { conversation } = await getConversation(id);
    // Archived: shown, but not in the list; known as archived, so a message written in it counts it again.
    if (conversation.archivedAt) return archive(conversation);
    const list = readList();
    setList({ ...list, conversations: mergeConversations(list.conversations, stillListed([conversation])) });
  } catch (error) {
    console.warn('Could not load the open conversation', error);
  }
}

/**
 * A conversation made, renamed, titled, written in, pinned or restored (here or in another tab): in
 * the list, pinned first, then most recently active, so one written in moves to the top. One
 * written in that was on a page not loaded yet comes in too, but it is not new: only one never
 * written in since made, or back from the archive, adds to count. One archived leaves the list.
 */
export function upsertConversation(conversation: Conversation): void {
  if (deletedIds.has(conversation._id) || archivedSince(conversation)) return;
  if (conversation.archivedAt) return archive(conversation);
  // Restored here or elsewhere: out of the Archived view, if this tab shows it there.
  const restored = archivedVersions.delete(conversation._id);
  dropFromArchived(conversation._id);
  const list = readList();
  const conversations = mergeConversations(list.conversations, [conversation]);
  const added = conversations.length > list.conversations.length;
  const isNew = added && (restored || conversation.lastActivityAt === conversation.createdAt);
  saveList({ ...list, conversations, count: list.count + (isNew ? 1 : 0) });
}

/** Out of the list at once; the Archived view and a tab showing it get the new copy (issue 21). */
function archive(conversation: Conversation): void {
  archivedVersions.set(conversation._id, versionOf(conversation));
  keepOpened(conversation);
  refreshArchived();
  // A name search asked before may still hold it.
  void queryClient.invalidateQueries({ queryKey: conversationSearchKey });
  const list = readList();
  const conversations = list.conversations.filter(({ _id }) => _id !== conversation._id);
  if (conversations.length === list.conversations.length) return;
  saveList({ ...list, conversations, count: Math.max(0, list.count - 1) });
}

/**
 * A conversation deleted (here or in another tab): out of the list, its browser copy, a name
 * search's answers and the header's copy, and never shown again.
 */
export function forgetConversation(id: string): void {
  deletedIds.add(id);
  dropFromArchived(id);
  queryClient.removeQueries({ queryKey: openedConversationQuery(id).queryKey });
  queryClient.setQueriesData<Awaited<ReturnType<typeof getConversations>>>(
    { queryKey: conversationSearchKey },
    (found) => found && { ...found, conversations: stillListed(found.conversations) },
  );
  const list = readList();
  const conversations = list.conversations.filter((conversation) => conversation._id !== id);
  if (conversations.length === list.conversations.length) return;
  saveList({ ...list, conversations, count: Math.max(0, list.count - 1) });
}

/**
 * §8: deleting a conversation rethrows the error. Every cache of this tab forgets it at once, as the
 * server's conversation:deleted makes every other tab's do (its chats: chat feature; hits, links).
 */
export async function removeConversation(id: string): Promise<void> {
  await deleteConversation(id);
  forgetConversation(id);
  announceServerEvent('conversation:deleted', { _id: id });
}

/**
 * Renames, pins, unpins, archives, restores or sets the instructions (issue 21; null removes them)
 * on the server, and lists the conversation as it answers; rethrows its refusal.
 */
export async function changeConversation(id: string, patch: ConversationPatch): Promise<void> {
  const { conversation } = await updateConversation(id, patch);
  upsertConversation(conversation);
}

/** Signing out: the list, its browser copy and what this tab deleted or archived are forgotten. */
export function forgetConversations(): void {
  deletedIds.clear();
  archivedVersions.clear();
  forgetArchived();
  refreshQueued = false;
  removeItem(storageKeys.conversations);
  setList(noConversations);
}
