import type { Conversation } from '@chat/protocol';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import {
  changeConversation,
  ensureConversation,
  fetchConversations,
  forgetConversations,
  upsertConversation,
} from './conversation-cache';
import { archivedConversationsQuery } from './get-archived-conversations';
import { openedConversationQuery } from './get-conversation';
import { conversationListQuery } from './get-conversations';

const api = vi.hoisted(() => ({ getConversations: vi.fn(), getConversation: vi.fn(), updateConversation: vi.fn() }));
vi.mock('./get-conversations', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getConversations: api.getConversations,
}));
vi.mock('./update-conversation', () => ({ updateConversation: api.updateConversation }));
vi.mock('./get-conversation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getConversation: api.getConversation,
}));

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
const conversation = (id: string, minute: number, changes: Partial<Conversation> = {}): Conversation => ({
  _id: id.padStart(24, '0'),
  name: id,
  createdAt: at(minute),
  updatedAt: at(minute),
  lastActivityAt: at(minute),
  pinnedAt: null,
  archivedAt: null,
  instructions: null,
  ...changes,
});
const page = (conversations: Conversation[], count = conversations.length) => ({ conversations, count, skip: 0, limit: 24 });

/** What the sidebar shows, by name, and the count it pages by. */
const shown = () => queryClient.getQueryData(conversationListQuery.queryKey) ?? { conversations: [], count: 0 };
const names = () => shown().conversations.map((c) => c.name);

beforeEach(async () => {
  forgetConversations();
  vi.clearAllMocks();
  api.getConversations.mockResolvedValueOnce(page([conversation('c', 3), conversation('b', 2), conversation('a', 1)], 30));
  await fetchConversations();
});

describe('pinned and archived conversations in the sidebar (issue 21)', () => {
  it('moves a conversation pinned in any tab above the others at once, the newest pin first', () => {
    upsertConversation(conversation('a', 1, { updatedAt: at(10), pinnedAt: at(10) }));
    expect(names()).toEqual(['a', 'c', 'b']);
    upsertConversation(conversation('b', 2, { updatedAt: at(11), pinnedAt: at(11) }));
    expect(names()).toEqual(['b', 'a', 'c']);
    upsertConversation(conversation('b', 2, { updatedAt: at(12) }));
    expect(names()).toEqual(['a', 'c', 'b']);
    expect(shown().count).toBe(30);
  });

  it('takes an archived conversation out of the list at once, and an older copy heard later does not bring it back', async () => {
    upsertConversation(conversation('c', 3, { updatedAt: at(10), archivedAt: at(10) }));
    expect(names()).toEqual(['b', 'a']);
    expect(shown().count).toBe(29);
    // The pin's event and a page that left the server before the archive arrive after it.
    upsertConversation(conversation('c', 3, { updatedAt: at(9), pinnedAt: at(9) }));
    api.getConversations.mockResolvedValueOnce(page([conversation('c', 3), conversation('b', 2)], 30));
    await fetchConversations();
    expect(names()).toEqual(['b', 'a']);
    expect(shown().count).toBe(29);
  });

  it('brings a restored conversation back in its place and counts it again', () => {
    upsertConversation(conversation('c', 3, { updatedAt: at(10), archivedAt: at(10) }));
    upsertConversation(conversation('c', 3, { updatedAt: at(11) }));
    expect(names()).toEqual(['c', 'b', 'a']);
    expect(shown().count).toBe(30);
  });

  it('keeps the copy of an archived conversation for the tab that shows it (its title)', () => {
    const archived = conversation('b', 2, { updatedAt: at(10), archivedAt: at(10), name: 'Taxes' });
    upsertConversation(archived);
    expect(queryClient.getQueryData(openedConversationQuery(archived._id).queryKey)).toEqual(archived);
  });

  it('opens an archived conversation by its link without listing it, and lists it once a message is written in it', async () => {
    const archived = conversation('d', 0, { archivedAt: at(5), updatedAt: at(5), name: 'Old plans' });
    api.getConversation.mockResolvedValueOnce({ conversation: archived });
    await ensureConversation(archived._id);
    expect(queryClient.getQueryData(openedConversationQuery(archived._id).queryKey)?.name).toBe('Old plans');
    expect(names()).toEqual(['c', 'b', 'a']);
    upsertConversation({ ...archived, archivedAt: null, lastActivityAt: at(20) });
    expect(names()).toEqual(['Old plans', 'c', 'b', 'a']);
    expect(shown().count).toBe(31);
  });

  it('takes a conversation restored in another tab out of the Archived view at once', () => {
    const archived = conversation('z', 0, { archivedAt: at(5) });
    queryClient.setQueryData(archivedConversationsQuery.queryKey, {
      pages: [page([archived, conversation('y', 0, { archivedAt: at(4) })])],
      pageParams: [0],
    });
    upsertConversation({ ...archived, archivedAt: null, updatedAt: at(6) });
    const view = queryClient.getQueryData(archivedConversationsQuery.queryKey)!;
    expect(view.pages[0]?.conversations.map((c) => c.name)).toEqual(['y']);
    expect(view.pages[0]?.count).toBe(1);
    expect(names()).toContain('z');
  });

  it("changes the list with the server's answer, and leaves it as it was when refused (§8)", async () => {
    api.updateConversation.mockResolvedValueOnce({ conversation: conversation('a', 1, { updatedAt: at(10), pinnedAt: at(10) }) });
    await changeConversation(conversation('a', 1)._id, { pinned: true });
    expect(api.updateConversation).toHaveBeenCalledWith(conversation('a', 1)._id, { pinned: true });
    expect(names()).toEqual(['a', 'c', 'b']);
    api.updateConversation.mockRejectedValueOnce(new Error('Conversation not found.'));
    await expect(changeConversation(conversation('b', 2)._id, { archived: true })).rejects.toThrow('Conversation not found.');
    expect(names()).toEqual(['a', 'c', 'b']);
  });
});
