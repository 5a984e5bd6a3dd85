import {
  clientEvents,
  provisionalName,
  SEND_VERSION,
  type Chat,
  type ClientEvents,
  type Model,
  type QuotaLimit,
  type StoredFile,
} from '@chat/protocol';
import { create } from 'zustand';
import { i18n } from '@/lib/i18n';
import { emitEvent } from '@/lib/socket';
import { createConversation } from '../api/create-conversation';
import { dropScope, forgetChats, loadedChats, mergeChat, persistChats, setLoadedChats, updateChat } from '../lib/chat-cache';
import { deliver } from '../lib/deliver';
import { scopeOf } from '../lib/chat-list';
import { reloadBranch } from '../api/reload-branch';
import { newObjectId } from '../lib/ids';
import type { SendMedia } from '../lib/send-media';
import { createStreamedAnswers } from './streamed-answers';
import { showAckError } from './toasts';

/**
 * The chat's client state of §3: flags, dialogs, what is streaming and the delivery of sends. The
 * chats themselves are server data, in the query cache (api/get-chats.ts, lib/chat-cache.ts).
 */
interface ChatState {
  /** A page of chats is on its way (api/load-chats.ts). */
  loading: boolean;
  typing: boolean;
  subscriptionDialog: boolean;
  paymentDialog: boolean;
  /** The last message the plan refused (§4 no-subscription): why, and what goes back into the composer. */
  refused: Refused | undefined;
  /** The answer streaming now, which the stop button aborts. */
  streamingId: string | undefined;
  /** Messages the person has sent: the list follows each new one to its end, wherever they were reading (issue 21). */
  sent: number;
  /** Sends not yet acknowledged (sending, also while offline) or given up on (failed), by chat id. */
  delivery: Record<string, 'sending' | 'failed'>;
  /** Conversations deleted, here or elsewhere, or that the server does not know (of another customer): shown as gone. */
  gone: ReadonlySet<string>;
  /** A conversation is gone: its chats leave the device, and nothing of it comes back (ids are never reused). */
  forget: (conversation: string) => void;
  send: (input: SendInput) => Promise<string | undefined>;
  stop: () => void;
  /** Sends a failed message again, with the same id (the server stores it once). */
  retry: (chatId: string) => void;
  receive: (chat: Chat) => void;
  /** The message being answered was refused by the plan: it leaves the list for the composer, and the dialog says why. */
  refuse: (limit: QuotaLimit, model: Model | null) => void;
  /**
   * Buffers a streamed delta, `at` where it starts in the answer; the cache is updated once per
   * animation frame (issue 10), each piece where it belongs (issue 18).
   */
  appendDelta: (id: string, text: string, at: number) => void;
  /** Applies the pieces of an answer that waited for text missed before them, once a page brought it. */
  resumeDeltas: (id: string) => void;
  reset: () => void;
  set: (partial: Partial<ChatState>) => void;
}

export interface Refused {
  limit: QuotaLimit;
  model: Model | null;
  /** The refused message, until the composer takes it back (hooks/use-refused-draft.ts). */
  draft: { text: string; files: StoredFile[] } | undefined;
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
  /**
   * A new version of this exchange (issue 21): regenerated (same text), edited (other text) or, with
   * `continue`, its stopped answer continued. It takes the exchange's place; what followed it leaves
   * the list (it stays on the old branch).
   */
  versionOf?: Chat;
  continue?: boolean;
}

export const useChatStore = create<ChatState>((set, get) => ({
  loading: false,
  typing: false,
  subscriptionDialog: false,
  paymentDialog: false,
  refused: undefined,
  streamingId: undefined,
  sent: 0,
  delivery: {},
  gone: new Set(),
  set: (partial) => set(partial),

  /** §4 Sending: typing, a new conversation first when needed, emit, a placeholder at the front. Resolves with the conversation id used. */
  async send({ text, conversation, provider, model, files = [], media, versionOf, continue: continuing = false }) {
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
      ...(versionOf ? { versionOf: versionOf._id, continue: continuing } : {}),
    };
    const placeholder: Chat = {
      _id,
      ...(target === 'general' ? {} : { conversation: { _id: target } }),
      input: { role: 'user', content: text, files },
      output: { role: 'assistant', content: continuing && versionOf ? versionOf.output.content : '', files: [] },
      usage: null,
      customer: '',
      provider,
      model,
      status: 'pending',
      duration: 0,
      createdAt: new Date().toISOString(),
      total: 0,
      count: 0,
      ...(versionOf ? { versions: [...(versionOf.versions ?? [versionOf._id]), _id] } : {}),
    };
    if (versionOf) dropBranchFrom(versionOf);
    mergeChat(placeholder);
    set({ streamingId: _id, sent: get().sent + 1 });
    sentBodies.set(_id, body);
    deliverAndTrack(body, set, get);
    return target;
  },

  retry(chatId) {
    const body = sentBodies.get(chatId);
    if (!body) return;
    updateChat(chatId, (chat) => ({ ...chat, status: 'pending' }));
    set({ typing: true, streamingId: chatId });
    deliverAndTrack(body, set, get);
  },

  stop() {
    const id = get().streamingId;
    if (id) void emitEvent(clientEvents.stop, { _id: id });
  },

  /** `conversation` event (§4): replaces the chat with the same _id, moves it to the front, clears typing, caches. */
  receive(chat) {
    answers.settle(chat._id);
    // An answer that ended as its conversation was deleted.
    if (get().gone.has(scopeOf(chat))) return;
    mergeChat(chat);
    persistChats();
    if (get().streamingId === chat._id) set({ typing: false, streamingId: undefined });
  },

  refuse(limit, model) {
    const id = get().streamingId;
    const placeholder = loadedChats().chats.find((chat) => chat._id === id && chat.status === 'pending');
    if (placeholder) {
      // It was not stored: nothing to resend from here, the composer holds it again.
      setLoadedChats(loadedChats().chats.filter((chat) => chat !== placeholder));
      // A refused version leaves the branch as it was: shown again.
      if (sentBodies.get(placeholder._id)?.versionOf) void reloadBranch(scopeOf(placeholder)).catch(() => undefined);
      sentBodies.delete(placeholder._id);
    }
    const draft = placeholder ? { text: placeholder.input.content, files: placeholder.input.files } : undefined;
    set({ subscriptionDialog: true, refused: { limit, model, draft }, typing: false, streamingId: undefined });
  },

  forget(conversation) {
    const { streamingId, gone } = get();
    const streaming = loadedChats().chats.some((chat) => chat._id === streamingId && scopeOf(chat) === conversation);
    dropScope(conversation);
    set({ gone: new Set(gone).add(conversation), ...(streaming ? { typing: false, streamingId: undefined } : {}) });
  },

  appendDelta(id, text, at) {
    answers.push(id, text, at);
  },

  resumeDeltas(id) {
    answers.resume(id);
  },

  reset() {
    answers.clear();
    forgetChats();
    sentBodies.clear();
    set({
      typing: false,
      streamingId: undefined,
      delivery: {},
      gone: new Set(),
      refused: undefined,
      subscriptionDialog: false,
      paymentDialog: false,
    });
  },
}));

/** The exchange a new version replaces leaves the list with what followed it: they are another branch now. */
function dropBranchFrom(replaced: Chat): void {
  const scope = scopeOf(replaced);
  setLoadedChats(loadedChats().chats.filter((chat) => scopeOf(chat) !== scope || chat.createdAt < replaced.createdAt));
}

const answers = createStreamedAnswers(() => useChatStore.setState({ typing: true }));

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
    // A version nothing was stored of (its exchange gone, an answer still being written…) is not
    // offered again: the branch shows again as the server has it.
    const version = body.versionOf !== undefined;
    if (version) {
      setLoadedChats(loadedChats().chats.filter((chat) => chat._id !== id));
      sentBodies.delete(id);
      void reloadBranch(body.conversation ?? 'general').catch(() => undefined);
    } else updateChat(id, (chat) => ({ ...chat, status: 'error' }));
    const streaming = get().streamingId === id;
    set({
      delivery: withDelivery(version ? undefined : 'failed'),
      ...(streaming ? { typing: false, streamingId: undefined } : {}),
    });
  });
}
