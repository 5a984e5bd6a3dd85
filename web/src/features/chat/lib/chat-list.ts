import type { Chat, StoredFile } from '@chat/protocol';

/** The scope a chat belongs to: a conversation id, or "general" (§3: conversation absent). */
export const scopeOf = (chat: Pick<Chat, 'conversation'>) => chat.conversation?._id ?? 'general';

/**
 * Newest first, de-duplicated by _id, later entries replacing earlier ones (§3, §4), except that
 * an answer never goes back in time: a fetch answered while an answer was streaming can arrive
 * after the answer's final event, and its pending copy must not replace the finished one (the
 * answer would show "Thinking…" or a stop button until a reload), nor a shorter pending copy the
 * text the deltas have already shown.
 */
export function mergeChats(current: Chat[], incoming: Chat[]): Chat[] {
  const byId = new Map(current.map((chat) => [chat._id, chat]));
  for (const chat of incoming) {
    const known = byId.get(chat._id);
    if (isOlder(chat, known)) continue;
    // Events carry no versions (issue 21): the list's (or the placeholder's) stay.
    byId.set(chat._id, !chat.versions && known?.versions ? { ...chat, versions: known.versions } : chat);
  }
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id));
}

/**
 * The scope's chats as held when a page is asked for. Only these can the page show to be on
 * another branch (issue 21): a chat sent, answered or finished while the page was on its way is
 * newer than the page, so it stays (an answer that ended before a new conversation's first page
 * came back left the screen empty). By identity: every change replaces the chat object.
 */
export const heldChats = (chats: Chat[], scope: string): ReadonlySet<Chat> =>
  new Set(chats.filter((chat) => scopeOf(chat) === scope));

/** Whether `candidate` is an earlier state of the answer than `known`: pending, behind a finished or longer copy. */
const isOlder = (candidate: Chat, known?: Chat) =>
  candidate.status === 'pending' &&
  !!known &&
  (known.status !== 'pending' || candidate.output.content.length < known.output.content.length);

/** Chats kept in browser storage: enough for a fast first paint, bounded so storage never fills. */
export const CACHED_CHATS = 400;

export interface DisplayMessage {
  id: string;
  chatId: string;
  sender: 'user' | 'assistant';
  text: string;
  files: StoredFile[];
  conversation: string | undefined;
  createdAt: string;
  duration: number;
  status: Chat['status'];
  /** The exchange's versions (issue 21), when it has more than one. */
  versions: string[] | undefined;
}

/** A chat's two messages, kept while the chat object is unchanged so memoized rows skip re-rendering. */
const messagesOfChat = new WeakMap<Chat, [DisplayMessage, DisplayMessage]>();

/**
 * Each chat shows as two messages, the user's and the assistant's (§3), oldest first for display.
 * A chat object the store did not replace answers the same message objects as before (issue 10).
 */
export function toMessages(chatsNewestFirst: Chat[]): DisplayMessage[] {
  const messages: DisplayMessage[] = [];
  for (let index = chatsNewestFirst.length - 1; index >= 0; index--) {
    const chat = chatsNewestFirst[index]!;
    let pair = messagesOfChat.get(chat);
    if (!pair) {
      pair = chatMessages(chat);
      messagesOfChat.set(chat, pair);
    }
    messages.push(...pair);
  }
  return messages;
}

/** A message's id: its chat's, and which of the two it is (a search hit's `message` in the address). */
export const messageId = (chatId: string, sender: DisplayMessage['sender']) => `${chatId}:${sender === 'user' ? 'u' : 'a'}`;

function chatMessages(chat: Chat): [DisplayMessage, DisplayMessage] {
  const common = {
    chatId: chat._id,
    conversation: chat.conversation?._id,
    createdAt: chat.createdAt,
    status: chat.status,
    versions: chat.versions,
  };
  return [
    {
      ...common,
      id: messageId(chat._id, 'user'),
      sender: 'user',
      text: chat.input.content,
      files: chat.input.files,
      duration: 0,
    },
    {
      ...common,
      id: messageId(chat._id, 'assistant'),
      sender: 'assistant',
      text: chat.output.content,
      files: chat.output.files,
      duration: chat.duration,
    },
  ];
}
