import type { Conversation } from '@chat/protocol';
import { create } from 'zustand';
import { getItem, removeItem, setItem, storageKeys } from '@/lib/storage';
import { renameConversation } from '../api/rename-conversation';
import { deleteConversation } from '../api/delete-conversation';
import { getConversation } from '../api/get-conversation';
import { getConversations } from '../api/get-conversations';
import { mergeConversations } from './merge';

/** Conversation list state of §3: conversations, count, loading, the selected one. */
interface ConversationsState {
  conversations: Conversation[];
  count: number;
  loading: boolean;
  /** Pages fetched from the server at least once (the cache is only a first paint). */
  fetched: boolean;
  selected: string | undefined;
  select: (id: string | undefined) => void;
  /** Loads one conversation opened by its link when it is not among the loaded pages (header title). */
  ensure: (id: string) => Promise<void>;
  fetch: (more?: boolean) => Promise<void>;
  upsert: (conversation: Conversation) => void;
  removeLocal: (id: string) => void;
  remove: (id: string) => Promise<void>;
  /** Renames on the server; rethrows its refusal. */
  rename: (id: string, name: string) => Promise<void>;
  reset: () => void;
}

const persist = (conversations: Conversation[]) => setItem(storageKeys.conversations, conversations);

/**
 * Ids deleted in this tab. A list page or an update event that left the server before the delete
 * may arrive after it; ids are never reused, so these are never shown again.
 */
const deletedIds = new Set<string>();
const withoutDeleted = (conversations: Conversation[]) =>
  conversations.filter((conversation) => !deletedIds.has(conversation._id));

/** A fetch of the first page was asked for while another was on its way. */
let refreshQueued = false;

export const useConversationsStore = create<ConversationsState>((set, get) => ({
  conversations: [],
  count: 0,
  loading: false,
  fetched: false,
  selected: undefined,
  select: (selected) => set({ selected }),

  async ensure(id) {
    if (get().conversations.some((conversation) => conversation._id === id)) return;
    try {
      const { conversation } = await getConversation(id);
      set({ conversations: mergeConversations(get().conversations, withoutDeleted([conversation])) });
    } catch (error) {
      console.warn('Could not load the open conversation', error);
    }
  },

  /** §4: the cached list shows first, then merges with the server's by _id; more pages page by the number loaded. */
  async fetch(more = false) {
    const state = get();
    // A re-sync asked for while a page is on its way (at the first connection, typically) fetches
    // the first page again once that one lands: what changed in between would be missed otherwise.
    if (state.loading) {
      if (!more) refreshQueued = true;
      return;
    }
    if (state.conversations.length === 0) {
      const cached = getItem<Conversation[]>(storageKeys.conversations);
      if (cached?.length) set({ conversations: cached });
    }
    set({ loading: true });
    try {
      const skip = more ? get().conversations.length : 0;
      const page = await getConversations(skip);
      const base = more || get().fetched ? get().conversations : [];
      // The first server page replaces the cache entries it does not confirm.
      const confirmed = withoutDeleted(page.conversations);
      const merged = mergeConversations(base, confirmed);
      const deletedSinceRead = page.conversations.length - confirmed.length;
      set({ conversations: merged, count: page.count - deletedSinceRead, fetched: true });
      persist(merged);
    } catch (error) {
      console.error('Failed to fetch conversations', error);
    } finally {
      set({ loading: false });
      if (refreshQueued) {
        refreshQueued = false;
        void get().fetch();
      }
    }
  },

  upsert(conversation) {
    if (deletedIds.has(conversation._id)) return;
    const merged = mergeConversations(get().conversations, [conversation]);
    const isNew = merged.length > get().conversations.length;
    set({ conversations: merged, count: get().count + (isNew ? 1 : 0) });
    persist(merged);
  },

  removeLocal(id) {
    deletedIds.add(id);
    const before = get().conversations;
    const conversations = before.filter((conversation) => conversation._id !== id);
    if (conversations.length === before.length) return;
    set({ conversations, count: Math.max(0, get().count - 1) });
    persist(conversations);
  },

  /** §8: deleting a conversation rethrows the error. */
  async remove(id) {
    await deleteConversation(id);
    get().removeLocal(id);
  },

  async rename(id, name) {
    const { conversation } = await renameConversation(id, name);
    get().upsert(conversation);
  },

  reset() {
    deletedIds.clear();
    refreshQueued = false;
    removeItem(storageKeys.conversations);
    set({ conversations: [], count: 0, fetched: false, selected: undefined });
  },
}));

/** More pages exist while count is greater than what is loaded (§4). */
export const hasMoreConversations = (state: Pick<ConversationsState, 'count' | 'conversations'>) =>
  state.count > state.conversations.length;
