import { createHash } from 'node:crypto';
import { CONVERSATION_NAME_MAX, provisionalName, stripControlCharacters, truncateText } from '@chat/protocol';
import { storableText } from '../chats/storable-text.ts';

/** One message as a format's reader hands it over: visible text only, its own date when the file has one. */
export interface ReadMessage {
  role: 'user' | 'assistant';
  text: string;
  at: Date | undefined;
  /** The model that answered (assistant messages). */
  model?: string;
}

/** One conversation of the file, read: a format's reader makes these, the planner turns them into rows. */
export interface ReadConversation {
  title: string;
  /** The general chat of one of our exports: its messages join the customer's general chat. */
  general?: boolean;
  /** Where it came from (importSource): a second import of it is left out as already imported. */
  source: string;
  createdAt: Date | undefined;
  updatedAt: Date | undefined;
  messages: ReadMessage[];
}

/** Longest id of the file kept as a conversation's source; a longer one (a hostile file) is hashed instead. */
const SOURCE_ID_MAX = 200;

/**
 * A conversation's identity across imports (issue 38, conversations.import_source): the file's own
 * id for it, named by its format, or, for a file that gives none, a hash of what it holds (title,
 * dates and messages), so importing the same file again recognises it.
 */
export function importSource(format: 'chatgpt' | 'ours', id: unknown, read: Omit<ReadConversation, 'source'>): string {
  if (typeof id === 'string' && id.length > 0 && id.length <= SOURCE_ID_MAX) return `${format}:${id}`;
  const content = [read.title, read.createdAt, read.messages.map((message) => [message.role, message.text, message.at])];
  return `sha256:${createHash('sha256').update(JSON.stringify(content)).digest('base64url')}`;
}

/** One exchange as it is stored (chats row): a question and its answer, dated. */
export interface Exchange {
  input: string;
  output: string;
  model: string;
  at: Date;
}

/** Longest message kept; a longer one is cut (a chat's own messages are far shorter). */
const IMPORTED_TEXT_MAX = 100_000;
/** What a message that names no model is stored as. */
const UNKNOWN_MODEL = 'imported';

/** Longest model name kept (the chats row's, as the API takes one). */
const IMPORTED_MODEL_MAX = 200;

/**
 * Text as the database takes it (no NUL, no lone surrogate, no other control character), at most
 * IMPORTED_TEXT_MAX. Cleaned first, then cut whole characters only (truncateText), so the cut
 * leaves no half of a surrogate pair either.
 */
const cleanText = (text: string) => truncateText(storableText(text), IMPORTED_TEXT_MAX);

/** A conversation's name from its title, or from its first question when it has none. */
export function conversationName(title: string, exchanges: Exchange[]): string {
  const fromQuestion = () => provisionalName(exchanges[0]?.input || exchanges[0]?.output || '', 'Imported conversation');
  return provisionalName(title, '', CONVERSATION_NAME_MAX) || fromQuestion();
}

/**
 * Messages → exchanges, the way the chat stores them (one row per question and its answer):
 * - a question opens an exchange; the answers after it (several, when a tool ran in between) join its answer;
 * - questions in a row (an answer hidden or lost between them) join into one question;
 * - answers before any question (a custom GPT's greeting) make an exchange with an empty question;
 * - a last question without an answer makes an exchange with an empty answer.
 * Each exchange is dated by its question (else its answer, else the one before it, else `fallback`),
 * and dates only go forward: the chat lists by date, and equal dates would show in any order.
 */
export function toExchanges(messages: ReadMessage[], fallback: Date): Exchange[] {
  const exchanges: (Exchange & { dated: boolean })[] = [];
  let current: (Exchange & { dated: boolean }) | undefined;
  for (const message of messages) {
    const opens = !current || (message.role === 'user' && current.output !== '');
    if (opens) {
      current = { input: '', output: '', model: UNKNOWN_MODEL, at: fallback, dated: false };
      exchanges.push(current);
    }
    const exchange = current!;
    if (message.role === 'user') exchange.input = join(exchange.input, message.text);
    else {
      exchange.output = join(exchange.output, message.text);
      if (message.model) exchange.model = message.model;
    }
    if (!exchange.dated && message.at) {
      exchange.at = message.at;
      exchange.dated = true;
    }
  }
  let previous: Date | undefined;
  return exchanges.map(({ input, output, model, at, dated }) => {
    let when = dated ? at : (previous ?? fallback);
    if (previous && when.getTime() <= previous.getTime()) when = new Date(previous.getTime() + 1);
    previous = when;
    return { input: cleanText(input), output: cleanText(output), model: cleanModel(model), at: when };
  });
}

const join = (before: string, text: string) => (before ? `${before}\n\n${text}` : text);
const cleanModel = (model: string) => truncateText(stripControlCharacters(model), IMPORTED_MODEL_MAX) || UNKNOWN_MODEL;

/**
 * A date of the file, if it is one: seconds since the epoch (ChatGPT) or an ISO string (ours).
 * A date ahead of `now` is taken as `now`: a conversation of the future would top the list forever.
 */
export function fileDate(value: unknown, now: Date, unit: 'seconds' | 'iso'): Date | undefined {
  let ms: number;
  if (unit === 'seconds' && typeof value === 'number') ms = value * 1000;
  else if (unit === 'iso' && typeof value === 'string') ms = Date.parse(value);
  else return undefined;
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  return new Date(Math.min(ms, now.getTime()));
}
