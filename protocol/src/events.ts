import type { OwnReport } from './admin/reports.ts';
import type { Model } from './ai.ts';
import type { Chat } from './chats.ts';
import type { ClientEvents } from './contract/client-events.ts';
import type { Conversation } from './conversations.ts';
import type { ImportWriting } from './imports.ts';
import type { QuotaLimit } from './quota.ts';
/**
 * Socket event maps (DESIGN §4, §6.9): typed once, used by `new Server<…>` and `io()`.
 * Every client message travels on the single `events` channel as `{event, body}` (§4).
 */

/** Names of the events the client sends (§7); their payload schemas are in `contract/client-events.ts`. */
export const clientEvents = {
  send: 'main:conversations:send',
  stop: 'main:conversations:stop',
} as const;

export type ClientEventName = (typeof clientEvents)[keyof typeof clientEvents];

/** One client message: an event name with the payload of that event. */
type ClientEnvelope = { [E in ClientEventName]: { event: E; body: ClientEvents[E] } }[ClientEventName];

export type Ack = { ok: true } | { ok: false; message: string; code?: string };

export interface ClientToServerEvents {
  events: (envelope: ClientEnvelope, ack?: (result: Ack) => void) => void;
}

/**
 * Why the server refused a socket's handshake: the `data` of the client's `connect_error`, whose
 * message is the server's English text. socket.io does not reconnect after such a refusal.
 */
export const handshakeRefusals = {
  /** The customer has as many sockets open as one person needs (tabs, devices). */
  tooManyForCustomer: 'too_many_connections',
  /** Their network (an address, an IPv6 /64) has as many sockets open as it may. */
  tooManyForAddress: 'too_many_connections_from_address',
} as const;

export type HandshakeRefusalCode = (typeof handshakeRefusals)[keyof typeof handshakeRefusals];

export interface HandshakeRefusal {
  code: HandshakeRefusalCode;
  /** The HTTP status of the same refusal on the API, for the "Error 429: …" text of SPEC §8. */
  status: 429;
}

interface ConversationWarning {
  message: string;
}

/** `chats:request` codes (§4); the billing issue emits the quota ones. */
export type ChatsRequestCode = 'error' | 'no-subscription' | 'processing' | 'suggest-payment';

export interface ChatsRequest {
  code?: ChatsRequestCode;
  lastChat: Chat | null;
  model: Model | null;
  message?: string;
  /** With no-subscription: which daily limit was reached (the plan's messages, or this model's free allowance). */
  limit?: QuotaLimit;
}

/** A piece of an answer while it streams (DESIGN §4). */
export interface ConversationDelta {
  _id: string;
  conversation: string | null;
  text: string;
  /**
   * How much of the answer came before `text` (its length, UTF-16 code units): a client that has
   * more (a page fetched meanwhile) skips what it has, one that has less knows a delta was missed.
   */
  at: number;
}

/**
 * Another version of an exchange is shown (issue 21): chosen, or sent as a regenerated, edited or
 * continued version. Every tab reloads that scope's branch after the exchange's place.
 */
export interface BranchChange {
  /** The conversation, or null for the general chat. */
  conversation: string | null;
  /** The version now shown. */
  _id: string;
}

export interface ServerToClientEvents {
  'conversation:warning': (warning: ConversationWarning) => void;
  conversation: (chat: Chat) => void;
  'chats:request': (request: ChatsRequest) => void;
  'conversation:delta': (delta: ConversationDelta) => void;
  /** A conversation was made, renamed (generated title) or written in: its place in the list follows lastActivityAt. */
  'conversation:updated': (conversation: Conversation) => void;
  'conversation:deleted': (deleted: { _id: string }) => void;
  'conversation:branch': (change: BranchChange) => void;
  /** An operator changed the models offered (issue 22): the picker reads GET /ai/providers again. */
  'models:changed': () => void;
  /** An operator resolved or dismissed one of the customer's reports (issue 22): the account page lists it anew. */
  'report:reviewed': (report: OwnReport) => void;
  /** An import of the customer is being written: the profile's Import shows how far (issue 37). */
  'import:progress': (progress: ImportWriting) => void;
}
