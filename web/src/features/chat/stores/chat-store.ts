import { clientEvents, provisionalName, SEND_VERSION, type Chat, type ClientEvents, type StoredFile } from '@chat/protocol';
import { create } from 'zustand';
import { i18n } from '@/lib/i18n';
import { emitEvent } from '@/lib/socket';
import { getItem, removeItem, setItem, storageKeys } from '@/lib/storage';
import { clearGeneralChat } from '../api/clear-general-chat';
import { createConversation } from '../api/create-conversation';
import { getChats } from '../api/get-chats';
import { CACHED_CHATS, mergeChats, scopeOf } from '../lib/chat-list';
import { createDeltaBuffer } from '../lib/delta-buffer';
import { deliver } from '../lib/deliver';
import { newObjectId } from '../lib/ids';
import type { SendMedia } from '../lib/send-media';
import { showAckError } from './toasts';

/** Chat store flags of §3 plus the chats themselves (newest first, all scopes) and paging counts. */
interface ChatState {
  chats: Chat[];
  counts: Record<string, number>;
  loading: boolean;
  typing: boolean;
  loaded: boolean;
  listening: boolean;
  subscriptionDialog: boolean;
  paymentDialog: boolean;
  /** The answer streaming now, which the stop button aborts. */
  streamingId: string | undefined;
  /** Sends not yet acknowledged (sending, also while offline) or given up on (failed), by chat id. */
  delivery: Record<string, 'sending' | 'failed'>;
  fetch: (scope: string, more?: boolean) => Promise<void>;
  send: (input: SendInput) => Promise<string | undefined>;
  stop: () => void;
  /** Sends a failed message again, with the same id (the server stores it once). */
  retry: (chatId: string) => void;
  receive: (chat: Chat) => void;
  /** Buffers a streamed delta; the store is updated once per animation frame (issue 10). */
  appendDelta: (id: string, text: string) => void;
  clearGeneral: () => Promise<void>;
  reset: () => void;
  set: (partial: Partial<ChatState>) => void;
}

export interface SendInput {
  text: string;
  /** new, general or a conversation id (§2). */
  conversation: string;
  provider: string;
  model: string;
  /** Uploaded attachments; shown on the placeholder at once, sent as their ids. */
  files?: StoredFile[];
  media?: SendMedia;
}

const persist = (chats: Chat[]) => setItem(storageKeys.chats, chats.slice(0, CACHED_CHATS));

export const useChatStore = create<ChatState>((set, get) => ({
  chats: getItem<Chat[]>(storageKeys.chats) ?? [],
  counts: {},
  loading: false,
  typing: false,
  loaded: false,
  listening: false,
  subscriptionDialog: false,
  paymentDialog: false,
  streamingId: undefined,
  delivery: {},
  set: (partial) => set(partial),

  /** §8: a failed chat fetch is logged only, and the loading flag is reset. */
  async fetch(scope, more = false) {
    if (scope === 'new') return set({ loaded: true });
    set({ loading: true, ...(more ? {} : { loaded: false }) });
    try {
      const skip = more ? get().chats.filter((chat) => scopeOf(chat) === scope).length : 0;
      const page = await getChats(scope === 'general' ? undefined : scope, skip);
      const merged = mergeChats(get().chats, page.chats);
      // An answer still streaming (a reload mid-answer): follow it with the typing indicator and stop
      // button, unless the merge kept a later copy (its final event came while this page was on its way).
      const pending = more ? undefined : page.chats.find((chat) => chat.status === 'pending' && merged.includes(chat));
      set({
        chats: merged,
        counts: { ...get().counts, [scope]: page.count },
        loaded: true,
        ...(pending ? { streamingId: pending._id, typing: true } : {}),
      });
      persist(merged);
    } catch (error) {
      console.error('Failed to fetch chats', error);
    } finally {
      set({ loading: false });
    }
  },

  /** §4 Sending: typing, a new conversation first when needed, emit, a placeholder at the front. Resolves with the conversation id used. */
  async send({ text, conversation, provider, model, files = [], media }) {
    set({ typing: true });
    let target = conversation;
    try {
      if (conversation === 'new')
        target = (await createConversation(provisionalName(text, i18n.t('chat.newConversation')))).conversation._id;
    } catch (error) {
      set({ typing: false });
      showAckError(error);
      return undefined;
    }
    const _id = newObjectId();
    const body: SendPayload = {
      _id,
      conversation: target === 'general' ? 'general' : target,
      input: text,
      files: files.map((file) => file._id),
      provider,
      model,
      ...(media ? { media } : {}),
      version: SEND_VERSION,
    };
    const placeholder: Chat = {
      _id,
      ...(target === 'general' ? {} : { conversation: { _id: target } }),
      input: { role: 'user', content: text, files },
      output: { role: 'assistant', content: '', files: [] },
      usage: null,
      customer: '',
      provider,
      model,
      status: 'pending',
      duration: 0,
      createdAt: new Date().toISOString(),
      total: 0,
      count: 0,
    };
    set({ chats: mergeChats(get().chats, [placeholder]), streamingId: _id });
    sentBodies.set(_id, body);
    deliverAndTrack(body, set, get);
    return target;
  },

  retry(chatId) {
    const body = sentBodies.get(chatId);
    if (!body) return;
    const chats = get().chats.map((chat) => (chat._id === chatId ? { ...chat, status: 'pending' as const } : chat));
    set({ chats, typing: true, streamingId: chatId });
    deliverAndTrack(body, set, get);
  },

  stop() {
    const id = get().streamingId;
    if (id) void emitEvent(clientEvents.stop, { _id: id });
  },

  /** `conversation` event (§4): replaces the chat with the same _id, moves it to the front, clears typing, caches. */
  receive(chat) {
    deltas.flush();
    const merged = mergeChats(get().chats, [chat]);
    const done = get().streamingId === chat._id;
    set({ chats: merged, ...(done ? { typing: false, streamingId: undefined } : {}) });
    persist(merged);
  },

  appendDelta(id, text) {
    deltas.push(id, text);
  },

  /** §4, §8: clearing keeps only chats that belong to a conversation; a failure is logged and rethrown. */
  async clearGeneral() {
    try {
      await clearGeneralChat();
    } catch (error) {
      console.error('Failed to clear the general chat', error);
      throw error;
    }
    const kept = get().chats.filter((chat) => chat.conversation);
    set({ chats: kept, counts: { ...get().counts, general: 0 } });
    persist(kept);
  },

  reset() {
    deltas.clear();
    removeItem(storageKeys.chats);
    sentBodies.clear();
    set({ chats: [], counts: {}, typing: false, loaded: false, streamingId: undefined, listening: false, delivery: {} });
  },
}));

/** Streamed deltas, applied to the chats once per frame: one new array and one render per frame. */
const deltas = createDeltaBuffer((byId) => {
  const chats = useChatStore.getState().chats;
  let next: Chat[] | undefined;
  for (const [id, text] of byId) {
    const index = chats.findIndex((chat) => chat._id === id);
    if (index < 0) continue;
    next ??= chats.slice();
    const chat = next[index]!;
    next[index] = { ...chat, output: { ...chat.output, content: chat.output.content + text } };
  }
  if (next) useChatStore.setState({ chats: next, typing: true });
});

/** What was sent, by chat id, so a failed send can be repeated as it was. */
type SendPayload = ClientEvents[typeof clientEvents.send];

const sentBodies = new Map<string, SendPayload>();

type SetState = (partial: Partial<ChatState>) => void;

function deliverAndTrack(body: SendPayload, set: SetState, get: () => ChatState): void {
  const id = body._id;
  const withDelivery = (state: 'sending' | 'failed' | undefined) => {
    const { [id]: _previous, ...others } = get().delivery;
    return state ? { ...others, [id]: state } : others;
  };
  set({ delivery: withDelivery('sending') });
  void deliver(body).then((ack) => {
    if (ack.ok) {
      sentBodies.delete(id);
      set({ delivery: withDelivery(undefined) });
      return;
    }
    showAckError(ack.message);
    const failed = get().chats.map((chat) => (chat._id === id ? { ...chat, status: 'error' as const } : chat));
    const streaming = get().streamingId === id;
    set({
      chats: failed,
      delivery: withDelivery('failed'),
      ...(streaming ? { typing: false, streamingId: undefined } : {}),
    });
  });
}
