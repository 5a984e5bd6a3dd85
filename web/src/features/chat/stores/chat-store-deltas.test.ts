import type { Chat } from '@chat/protocol';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchChats } from '../api/load-chats';
import { loadedChats, setLoadedChats } from '../lib/chat-cache';
import { useChatStore } from './chat-store';
import { onMissedDeltas } from './streamed-answers';

const api = vi.hoisted(() => ({ getChats: vi.fn() }));
vi.mock('../api/get-chats', async (importOriginal) => ({ ...(await importOriginal<object>()), getChats: api.getChats }));

const conversation = 'c'.repeat(24);
const streaming = (content: string): Chat => ({
  _id: '9'.repeat(24),
  conversation: { _id: conversation },
  input: { role: 'user', content: 'Question', files: [] },
  output: { role: 'assistant', content, files: [] },
  usage: null,
  customer: 'c'.repeat(24),
  provider: 'demo',
  model: 'offline-demo',
  status: 'pending',
  duration: 0,
  createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
  total: 0,
  count: 0,
});
const id = streaming('')._id;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const shown = () => loadedChats().chats[0]?.output.content;

beforeEach(() => {
  useChatStore.getState().reset();
  vi.clearAllMocks();
  setLoadedChats([streaming('')]);
});

describe('streamed deltas and pages fetched mid-answer (issue 18)', () => {
  it('a page fetched while an answer streams (a new conversation opening) repeats none of the text the deltas bring', async () => {
    useChatStore.getState().appendDelta(id, 'Here is ', 0);
    await nextFrame();
    // The page was read on the server after two more deltas, which are still on their way here.
    api.getChats.mockResolvedValue({ chats: [streaming('Here is **bold** text')], count: 1 });
    useChatStore.getState().appendDelta(id, '**bold**', 8);
    await fetchChats(conversation);
    useChatStore.getState().appendDelta(id, ' text', 16);
    useChatStore.getState().appendDelta(id, ', more.', 21);
    await nextFrame();
    expect(shown()).toBe('Here is **bold** text, more.');
  });

  it('deltas after missed ones wait for the text so far, fetched, instead of showing in its place', async () => {
    const missed = vi.fn();
    const off = onMissedDeltas(missed);
    useChatStore.getState().appendDelta(id, ' and more', 12);
    await nextFrame();
    expect(shown()).toBe('');
    expect(missed).toHaveBeenCalledWith(id);
    setLoadedChats([streaming('Missed words')]);
    useChatStore.getState().resumeDeltas(id);
    await nextFrame();
    expect(shown()).toBe('Missed words and more');
    off();
  });
});
