import type { Conversation } from '@chat/protocol';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { onServerEvent } from '@/lib/socket';
import { setItem, storageKeys } from '@/lib/storage';
import { useConversationsStore } from '../stores/conversations-store';
import { fetchConversations, forgetConversations, removeConversation, upsertConversation } from './conversation-cache';
import { conversationListQuery, conversationSearchQuery } from './get-conversations';

const api = vi.hoisted(() => ({ getConversations: vi.fn(), deleteConversation: vi.fn() }));
vi.mock('./get-conversations', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getConversations: api.getConversations,
}));
vi.mock('./delete-conversation', () => ({ deleteConversation: api.deleteConversation }));

const conversation = (id: string, name: string, minute: number): Conversation => ({
  _id: id.padStart(24, '0'),
  name,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  lastActivityAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  pinnedAt: null,
  archivedAt: null,
  instructions: null,
});

/** What the sidebar shows: the list in the query cache. */
const shown = () => queryClient.getQueryData(conversationListQuery.queryKey) ?? { conversations: [], count: 0 };
const hasMore = () => shown().count > shown().conversations.length;

beforeEach(() => {
  forgetConversations();
  vi.clearAllMocks();
});

describe('the conversation list in the query cache (§4 conversation fetch)', () => {
  it('shows the cached list first, then merges the server page by _id with the server winning', async () => {
    setItem(storageKeys.conversations, [conversation('1', 'Cached name', 1)]);
    let resolve: (value: unknown) => void = () => {};
    api.getConversations.mockReturnValue(new Promise((r) => (resolve = r)));
    const fetching = fetchConversations();
    expect(shown().conversations.map((c) => c.name)).toEqual(['Cached name']);
    expect(useConversationsStore.getState().loading).toBe(true);
    resolve({
      conversations: [conversation('1', 'Server name', 1), conversation('2', 'Newer', 2)],
      count: 30,
      skip: 0,
      limit: 24,
    });
    await fetching;
    expect(shown().conversations.map((c) => c.name)).toEqual(['Newer', 'Server name']);
    expect(useConversationsStore.getState().loading).toBe(false);
    expect(hasMore()).toBe(true);
  });

  it('keeps a generated title that arrived while an older list page was on its way', async () => {
    let answer: (value: unknown) => void = () => {};
    api.getConversations.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const fetching = fetchConversations();
    // The page left the server with the provisional name; the title's event overtakes it.
    const provisional = conversation('1', 'Short lived conversation', 1);
    upsertConversation({
      ...provisional,
      name: 'Fake title: Short lived conversation',
      updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 2)).toISOString(),
    });
    answer({ conversations: [provisional], count: 1, skip: 0, limit: 24 });
    await fetching;
    expect(shown().conversations.map((c) => c.name)).toEqual(['Fake title: Short lived conversation']);
  });

  it('a re-sync asked for while the first page is on its way fetches it again once it lands', async () => {
    const page = (...conversations: Conversation[]) => ({ conversations, count: conversations.length, skip: 0, limit: 24 });
    let answerFirst: (value: unknown) => void = () => {};
    api.getConversations.mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)));
    api.getConversations.mockResolvedValueOnce(page(conversation('2', 'Made meanwhile', 2), conversation('1', 'a', 1)));
    const first = fetchConversations();
    // The socket connects: what was made between the first read and the connection must show.
    void fetchConversations();
    answerFirst(page(conversation('1', 'a', 1)));
    await first;
    await vi.waitFor(() => expect(shown().conversations).toHaveLength(2));
    expect(api.getConversations).toHaveBeenCalledTimes(2);
  });

  it('pages by the number already loaded', async () => {
    api.getConversations.mockResolvedValueOnce({
      conversations: [conversation('1', 'a', 1), conversation('2', 'b', 2)],
      count: 3,
      skip: 0,
      limit: 24,
    });
    await fetchConversations();
    api.getConversations.mockResolvedValueOnce({ conversations: [conversation('3', 'c', 0)], count: 3, skip: 2, limit: 24 });
    await fetchConversations(true);
    expect(api.getConversations).toHaveBeenLastCalledWith(2);
    expect(shown().conversations).toHaveLength(3);
    expect(hasMore()).toBe(false);
  });

  it('moves a conversation written in to the top; one from a page not loaded yet does not add to the count', async () => {
    api.getConversations.mockResolvedValueOnce({
      conversations: [conversation('2', 'Newer', 2), conversation('1', 'Older', 1)],
      count: 30,
      skip: 0,
      limit: 24,
    });
    await fetchConversations();
    const later = new Date(Date.UTC(2026, 0, 1, 1)).toISOString();
    upsertConversation({ ...conversation('1', 'Older', 1), lastActivityAt: later });
    expect(shown().conversations.map((c) => c.name)).toEqual(['Older', 'Newer']);
    upsertConversation({ ...conversation('9', 'From page two', 0), lastActivityAt: later });
    expect(shown().conversations[0]?.name).toBe('From page two');
    expect(shown().count).toBe(30);
    upsertConversation(conversation('8', 'Just made', 3));
    expect(shown().count).toBe(31);
  });

  it('rethrows a failed delete and keeps the conversation (§8)', async () => {
    upsertConversation(conversation('1', 'Keep me', 1));
    api.deleteConversation.mockRejectedValueOnce(new Error('boom'));
    await expect(removeConversation('1'.padStart(24, '0'))).rejects.toThrow('boom');
    expect(shown().conversations).toHaveLength(1);
    api.deleteConversation.mockResolvedValueOnce({});
    await removeConversation('1'.padStart(24, '0'));
    expect(shown().conversations).toHaveLength(0);
  });

  it('never brings back a deleted conversation from a page or an update that left the server before the delete', async () => {
    const doomed = conversation('1', 'Doomed', 1);
    const kept = conversation('2', 'Kept', 2);
    api.getConversations.mockResolvedValueOnce({ conversations: [doomed, kept], count: 2, skip: 0, limit: 24 });
    await fetchConversations();
    let resolve: (value: unknown) => void = () => {};
    api.getConversations.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const fetching = fetchConversations();
    api.deleteConversation.mockResolvedValueOnce({});
    await removeConversation(doomed._id);
    resolve({ conversations: [doomed, kept], count: 2, skip: 0, limit: 24 });
    await fetching;
    upsertConversation({ ...doomed, name: 'Generated title' });
    expect(shown().conversations.map((c) => c.name)).toEqual(['Kept']);
    expect(shown().count).toBe(1);
  });

  it("deleting one here takes it out of a name search's answers and tells the tab's other caches, as the server's event does elsewhere (issue 38)", async () => {
    const doomed = conversation('1', 'Doomed plans', 1);
    const searchKey = conversationSearchQuery('plans').queryKey;
    queryClient.setQueryData(searchKey, {
      conversations: [doomed, conversation('2', 'Other plans', 2)],
      count: 2,
      skip: 0,
      limit: 24,
    });
    const heard = vi.fn();
    const stopListening = onServerEvent('conversation:deleted', heard);
    api.deleteConversation.mockResolvedValueOnce({});
    await removeConversation(doomed._id);
    stopListening();
    expect(queryClient.getQueryData(searchKey)?.conversations.map((c) => c.name)).toEqual(['Other plans']);
    expect(heard).toHaveBeenCalledWith({ _id: doomed._id });
  });
});
