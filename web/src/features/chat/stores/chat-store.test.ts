import type { Chat, Model } from '@chat/protocol';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { storageKeys } from '@/lib/storage';
import { fetchChats } from '../api/load-chats';
import { handleRequest } from '../hooks/use-chat-events';
import { loadedChats, setLoadedChats } from '../lib/chat-cache';
import { mergeChats, toMessages } from '../lib/chat-list';
import { useChatStore } from './chat-store';
import { selectModel, useModelStore } from './model-store';

const toast = vi.hoisted(() => ({ error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));
const api = vi.hoisted(() => ({ getChats: vi.fn() }));
vi.mock('../api/get-chats', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getChats: api.getChats,
}));

const chat = (id: string, minute: number, extra: Partial<Chat> = {}): Chat => ({
  _id: id.padStart(24, '0'),
  input: { role: 'user', content: `q${id}`, files: [] },
  output: { role: 'assistant', content: `a${id}`, files: [] },
  usage: null,
  customer: 'c'.repeat(24),
  provider: 'demo',
  model: 'offline-demo',
  status: 'done',
  duration: 1200,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  total: 0,
  count: 0,
  ...extra,
});

const model = (id: string, provider: string, isDefault = false, maxFreeChat = 10): Model => ({
  _id: id,
  name: id,
  provider,
  maxFreeChat,
  isDefault,
  capabilities: { input: ['text'], output: ['text'], web: true },
});

beforeEach(() => {
  useChatStore.getState().reset();
  vi.clearAllMocks();
});

describe('chat list (§3)', () => {
  it('keeps chats newest first and de-duplicated by _id, the incoming copy winning', () => {
    const merged = mergeChats(
      [chat('1', 1), chat('2', 2)],
      [chat('1', 1, { output: { role: 'assistant', content: 'new', files: [] } }), chat('3', 3)],
    );
    expect(merged.map((c) => c._id.slice(-1))).toEqual(['3', '2', '1']);
    expect(merged[2]?.output.content).toBe('new');
  });

  it('never takes an answer back in time: a stale pending copy keeps neither a finished answer nor text already streamed', () => {
    const pending = (content: string) => chat('1', 1, { status: 'pending', output: { role: 'assistant', content, files: [] } });
    expect(mergeChats([chat('1', 1)], [pending('')])[0]).toMatchObject({ status: 'done', output: { content: 'a1' } });
    expect(mergeChats([chat('1', 1, { status: 'stopped' })], [pending('a')])[0]?.status).toBe('stopped');
    expect(mergeChats([pending('Hello the')], [pending('Hel')])[0]?.output.content).toBe('Hello the');
    expect(mergeChats([pending('Hel')], [pending('Hello the')])[0]?.output.content).toBe('Hello the');
    expect(mergeChats([pending('Hel')], [chat('1', 1)])[0]?.status).toBe('done');
    // An answer that failed stays failed (a send whose delivery failed here is retried as pending by retry()).
    expect(mergeChats([chat('1', 1, { status: 'error' })], [pending('Hel')])[0]?.status).toBe('error');
  });

  it('shows each chat as a user then an assistant message, oldest first', () => {
    const messages = toMessages([chat('2', 2), chat('1', 1)]);
    expect(messages.map((m) => `${m.sender}:${m.text}`)).toEqual(['user:q1', 'assistant:a1', 'user:q2', 'assistant:a2']);
    expect(messages[1]?.duration).toBe(1200);
  });
});

describe('chat store events (§4)', () => {
  it('appends deltas to the streaming chat once a frame and replaces it on the conversation event, caching it', async () => {
    const pending = chat('9', 9, { status: 'pending', output: { role: 'assistant', content: '', files: [] } });
    setLoadedChats([pending]);
    useChatStore.setState({ streamingId: pending._id, typing: true });
    useChatStore.getState().appendDelta(pending._id, 'Hel', 0);
    useChatStore.getState().appendDelta(pending._id, 'lo', 3);
    // Coalesced per animation frame: nothing changes before the frame, then both deltas at once.
    const before = loadedChats().chats;
    expect(before[0]?.output.content).toBe('');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(loadedChats().chats[0]?.output.content).toBe('Hello');
    useChatStore.getState().appendDelta(pending._id, ' there', 5);
    useChatStore.getState().receive({ ...pending, status: 'done', output: { role: 'assistant', content: 'Hello!', files: [] } });
    const state = useChatStore.getState();
    expect(loadedChats().chats[0]?.output.content).toBe('Hello!');
    expect(state.typing).toBe(false);
    expect(state.streamingId).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(storageKeys.chats)!).data[0].output.content).toBe('Hello!');
  });

  it('a fetch answered mid-answer but arriving after the final event leaves the answer finished and followed no more', async () => {
    const finished = chat('9', 9, { conversation: { _id: 'c'.repeat(24) } });
    const midAnswer = { ...finished, status: 'pending' as const, output: { role: 'assistant' as const, content: '', files: [] } };
    let answerPage: (page: { chats: Chat[]; count: number }) => void = () => {};
    api.getChats.mockReturnValue(new Promise((resolve) => (answerPage = resolve)));
    setLoadedChats([midAnswer]);
    useChatStore.setState({ streamingId: midAnswer._id, typing: true });
    const fetching = fetchChats('c'.repeat(24));
    useChatStore.getState().receive(finished);
    answerPage({ chats: [midAnswer], count: 1 });
    await fetching;
    const state = useChatStore.getState();
    expect(loadedChats().chats[0]).toMatchObject({ status: 'done', output: { content: 'a9' } });
    expect(state.streamingId).toBeUndefined();
    expect(state.typing).toBe(false);
  });

  it('a deleted conversation leaves the cache and browser storage, and neither a late page nor a late answer brings it back (issue 38)', async () => {
    const deleted = 'd'.repeat(24);
    const kept = chat('2', 2, { conversation: { _id: 'e'.repeat(24) } });
    const doomed = chat('1', 1, { conversation: { _id: deleted }, status: 'pending' });
    let answerPage: (page: { chats: Chat[]; count: number }) => void = () => {};
    api.getChats.mockReturnValue(new Promise((resolve) => (answerPage = resolve)));
    setLoadedChats([kept, doomed], { [deleted]: 1 });
    useChatStore.setState({ streamingId: doomed._id, typing: true });
    const fetching = fetchChats(deleted);

    useChatStore.getState().forget(deleted);
    answerPage({ chats: [doomed], count: 1 });
    await fetching;
    useChatStore.getState().receive({ ...doomed, status: 'done' });

    expect(loadedChats()).toEqual({ chats: [kept], counts: {} });
    expect(JSON.parse(localStorage.getItem(storageKeys.chats)!).data).toEqual([kept]);
    expect(useChatStore.getState()).toMatchObject({ streamingId: undefined, typing: false });
    expect(useChatStore.getState().gone.has(deleted)).toBe(true);
    // Not asked for again.
    await fetchChats(deleted);
    expect(api.getChats).toHaveBeenCalledTimes(1);
  });

  it('a conversation the server does not know (404) is gone; another failure is not', async () => {
    const unknown = 'f'.repeat(24);
    api.getChats.mockRejectedValueOnce(new ApiError('Conversation not found.', 404, undefined));
    await fetchChats(unknown);
    expect(useChatStore.getState().gone.has(unknown)).toBe(true);
    const other = 'e'.repeat(24);
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    api.getChats.mockRejectedValueOnce(new ApiError('Server error', 500, undefined));
    await fetchChats(other);
    expect(useChatStore.getState().gone.has(other)).toBe(false);
  });

  it('chats:request error shows the Error toast for 5 seconds and stops typing', () => {
    useChatStore.setState({ typing: true, streamingId: 'x' });
    handleRequest({ code: 'error', lastChat: null, model: null }, vi.fn());
    expect(toast.error).toHaveBeenCalledWith('Error', {
      description: 'An error occurred while processing your request. Please try again.',
      duration: 5000,
    });
    expect(useChatStore.getState().typing).toBe(false);
  });

  it('processing shows the info toast for 3 seconds; suggest-payment a sticky warning with View Plans', () => {
    handleRequest({ code: 'processing', lastChat: null, model: null }, vi.fn());
    expect(toast.info).toHaveBeenCalledWith('Processing your request...', { duration: 3000 });
    expect(useChatStore.getState().typing).toBe(true);
    const onViewPlans = vi.fn();
    handleRequest({ code: 'suggest-payment', lastChat: null, model: null }, onViewPlans);
    const [title, options] = toast.warning.mock.calls[0] as [
      string,
      { description: string; duration: number; action: { label: string; onClick: () => void } },
    ];
    expect(title).toBe('Upgrade Suggested');
    expect(options.description).toBe('Consider upgrading for unlimited access to premium AI models.');
    expect(options.duration).toBe(Infinity);
    options.action.onClick();
    expect(onViewPlans).toHaveBeenCalled();
  });

  it('no-subscription opens the subscription dialog with its limit and takes the refused message out of the list for the composer', () => {
    const file = { _id: 'f'.repeat(24), name: 'a.png', type: 'image/png', size: 3, url: '/api/files/f' };
    setLoadedChats([
      chat('1', 1),
      chat('2', 2, { status: 'pending', input: { role: 'user', content: 'Draw a cat', files: [file] } }),
    ]);
    useChatStore.setState({ streamingId: '2'.padStart(24, '0'), typing: true });
    const gpt = model('gpt-4o', 'openai');
    handleRequest({ code: 'no-subscription', limit: 'model', lastChat: null, model: gpt }, vi.fn());
    expect(loadedChats().chats.map((c) => c._id)).toEqual(['1'.padStart(24, '0')]);
    expect(useChatStore.getState()).toMatchObject({
      subscriptionDialog: true,
      typing: false,
      streamingId: undefined,
      refused: { limit: 'model', model: gpt, draft: { text: 'Draw a cat', files: [file] } },
    });
    // A server that does not say which limit: the messages a day, as before.
    handleRequest({ code: 'no-subscription', lastChat: null, model: null }, vi.fn());
    expect(useChatStore.getState().refused).toEqual({ limit: 'messages', model: null, draft: undefined });
  });

  it('without a code the model is selected and every 5th free chat opens the payment dialog, once a day', () => {
    localStorage.clear();
    const gpt = model('gpt-4o', 'openai', false, 2);
    handleRequest({ lastChat: chat('5', 5, { total: 2000, count: 5 }), model: gpt }, vi.fn());
    expect(useModelStore.getState()).toMatchObject({ provider: 'openai', model: 'gpt-4o' });
    expect(useChatStore.getState().paymentDialog).toBe(true);
    useChatStore.setState({ paymentDialog: false });
    handleRequest({ lastChat: chat('6', 6, { total: 2001, count: 10 }), model: gpt }, vi.fn());
    handleRequest({ lastChat: chat('7', 7, { total: 10, count: 6 }), model: gpt }, vi.fn());
    expect(useChatStore.getState().paymentDialog).toBe(false);
    // Due again the same day (the 10th chat): not shown twice; another customer of this browser still sees it.
    handleRequest({ lastChat: chat('8', 8, { total: 20, count: 10 }), model: gpt }, vi.fn());
    expect(useChatStore.getState().paymentDialog).toBe(false);
    handleRequest({ lastChat: chat('9', 9, { total: 20, count: 5, customer: 'd'.repeat(24) }), model: gpt }, vi.fn());
    expect(useChatStore.getState().paymentDialog).toBe(true);
  });
});

describe('provider and model selection (§4)', () => {
  const providers = [
    { _id: 'a', name: 'A', models: [model('a1', 'a'), model('a2', 'a')] },
    { _id: 'b', name: 'B', models: [model('b1', 'b'), model('b2', 'b', true)] },
  ];
  it('prefers the provider holding the preferred model, then a default model, then the first', () => {
    expect(selectModel(providers, 'a2')).toEqual({ provider: 'a', model: 'a2' });
    expect(selectModel(providers, null)).toEqual({ provider: 'b', model: 'b2' });
    expect(selectModel([providers[0]!], 'unknown')).toEqual({ provider: 'a', model: 'a1' });
    expect(selectModel([], null)).toBeUndefined();
  });
});
