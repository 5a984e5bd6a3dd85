import type { Chat } from '@chat/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedChats, mergeChat, setLoadedChats } from '../lib/chat-cache';
import { useChatStore } from '../stores/chat-store';
import { fetchChats } from './load-chats';
import { reloadBranch } from './reload-branch';

/** The server's page, and what happens in the tab while it is on its way. */
const page = vi.hoisted(() => ({ chats: [] as Chat[], meanwhile: undefined as (() => void) | undefined }));
vi.mock('./get-chats', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getChats: () => {
    page.meanwhile?.();
    return Promise.resolve({ chats: page.chats, count: page.chats.length, limit: 24, skip: 0 });
  },
}));

const CONVERSATION = 'c'.repeat(24);
const chat = (id: string, minute: number, status: Chat['status'] = 'done'): Chat => ({
  _id: id.padStart(24, '0'),
  conversation: { _id: CONVERSATION },
  input: { role: 'user', content: `Question ${id}`, files: [] },
  output: { role: 'assistant', content: `Answer ${id}`, files: [] },
  usage: null,
  customer: 'a'.repeat(24),
  provider: 'p',
  model: 'm',
  status,
  duration: 0,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  total: 0,
  count: 0,
});
const loadedIds = () => loadedChats().chats.map((loaded) => loaded._id.replace(/^0+/, ''));

afterEach(() => {
  useChatStore.getState().reset();
  page.meanwhile = undefined;
});

describe('fetchChats: the newest page is the branch shown (issue 21)', () => {
  it('drops what another tab or device moved to another branch, keeping older pages, sends on their way and answers being written', async () => {
    // Loaded here: 1 and 2 (an older page), 3 and 4 (the old branch), 6 (a send on its way), 7 (streaming).
    setLoadedChats([chat('7', 7, 'pending'), chat('6', 6, 'pending'), chat('4', 4), chat('3', 3), chat('2', 2), chat('1', 1)]);
    useChatStore.setState({ delivery: { [chat('6', 6)._id]: 'sending' } });
    // The server's newest page: 3 and 5, another version of 4.
    page.chats = [chat('5', 5), chat('3', 3)];
    await fetchChats(CONVERSATION);
    expect(loadedIds()).toEqual(['7', '6', '5', '3', '2', '1']);
  });

  it("keeps an answer that ended while the page was on its way: a new conversation's first page, asked for before the answer was stored", async () => {
    setLoadedChats([chat('1', 1, 'pending')]);
    page.chats = [];
    page.meanwhile = () => mergeChat(chat('1', 1));
    await fetchChats(CONVERSATION);
    expect(loadedChats().chats).toEqual([chat('1', 1)]);
  });
});

describe('reloadBranch: another version shown (issue 21)', () => {
  it('replaces the old branch by the newest page, keeping what was sent while the page was on its way', async () => {
    setLoadedChats([chat('4', 4), chat('3', 3), chat('2', 2)]);
    page.chats = [chat('5', 5), chat('2', 2)];
    page.meanwhile = () => mergeChat(chat('6', 6, 'pending'));
    await reloadBranch(CONVERSATION);
    expect(loadedIds()).toEqual(['6', '5', '2']);
  });
});
