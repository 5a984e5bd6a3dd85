import {
  handshakeRefusals,
  SOCKET_CHANNEL,
  SOCKET_PATH,
  type Ack,
  type ClientEventName,
  type ClientEvents,
  type HandshakeRefusal,
  type ServerToClientEvents,
} from '@chat/protocol';
import { timeZone } from './api-client';
import { i18n } from './i18n';
import type { SocketClient } from './socket-client';

type Listener<E extends keyof ServerToClientEvents> = ServerToClientEvents[E];

/**
 * The realtime connection of §4: credentials, websocket only, path /socket, every message on
 * the `events` channel as `{event, body}`. The client buffers what is emitted while disconnected
 * and sends it once connected. Features subscribe with onServerEvent; the app opens the
 * connection while signed in and closes it on sign-out. The client (socket-client.ts, our own
 * since issue 39) loads on first use, so the first load of the chat page does not wait for it (issue 10).
 */
let socket: SocketClient | undefined;
let opening: Promise<SocketClient> | undefined;
/** Whether the app wants the connection open; a disconnect before the client loaded wins. */
let wanted = false;
const listeners = new Map<string, Set<(...args: never[]) => void>>();
const connectListeners = new Set<() => void>();
const refusalListeners = new Set<(message: string) => void>();

function ensureSocket(): Promise<SocketClient> {
  opening ??= import('./socket-client').then((module) => createSocket(module.SocketClient));
  return opening;
}

function createSocket(Client: typeof SocketClient): SocketClient {
  socket = new Client({
    path: SOCKET_PATH,
    // The daily free quota counts in the customer's own day.
    auth: { timeZone: timeZone() },
    onEvent: (event, args) => dispatch(event, ...args),
    // At every connection the open view re-syncs from the server: what was emitted before this socket
    // joined its room is not delivered, whether during an outage or between the page's first fetch and
    // the first connection (an answer that finishes then, a message from WhatsApp, issue 14).
    onConnect: () => {
      for (const listener of connectListeners) listener();
    },
    // A refusal by the server's handshake is final (the client does not retry it, so no reconnect
    // storm): the person is told why, and the app offers to try again.
    onConnectError: (error) => {
      const message = refusalMessage(error);
      if (message) for (const listener of refusalListeners) listener(message);
    },
  });
  return socket;
}

const REFUSAL_TEXTS: Record<HandshakeRefusal['code'], () => string> = {
  [handshakeRefusals.tooManyForCustomer]: () => i18n.t('realtime.tooManyConnections'),
  [handshakeRefusals.tooManyForAddress]: () => i18n.t('realtime.tooManyFromNetwork'),
};

/** "Error 429: …" (§8) for a socket refused over a cap; undefined for any other failure (network, session). */
export function refusalMessage(error: Error & { data?: unknown }): string | undefined {
  const refusal = error.data as Partial<HandshakeRefusal> | undefined;
  const text = refusal?.code ? REFUSAL_TEXTS[refusal.code] : undefined;
  return text && i18n.t('errors.status', { status: refusal?.status ?? 429, message: text() });
}

export function connectRealtime(): void {
  wanted = true;
  void ensureSocket().then((current) => {
    if (wanted && !current.connected) current.connect();
  });
}

export function disconnectRealtime(): void {
  wanted = false;
  socket?.disconnect();
}

export function isRealtimeConnected(): boolean {
  return socket?.connected === true;
}

export type EmitEvent = <E extends ClientEventName>(event: E, body: ClientEvents[E], timeoutMs?: number) => Promise<Ack>;

/** Emits `{event, body}` on the events channel; resolves with the server's ack. */
export const emitEvent: EmitEvent = async (event, body, timeoutMs = 30_000) => {
  const current = await ensureSocket();
  // An ack that does not come in time, or not at all because the connection dropped after the emit.
  const acked = current.emitWithAck(SOCKET_CHANNEL, { event, body }, timeoutMs) as Promise<Ack>;
  return acked.catch((): Ack => ({ ok: false, code: 'timeout', message: i18n.t('errors.noResponse') }));
};

/** Resolves once the socket is connected (at once when it already is). */
export async function whenConnected(): Promise<void> {
  const current = await ensureSocket();
  if (current.connected) return;
  return new Promise((resolve) => {
    const stopWaiting = onConnected(() => {
      stopWaiting();
      resolve();
    });
  });
}

function dispatch(event: string, ...args: unknown[]): void {
  for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
}

/**
 * Hands this tab's listeners an event the server is about to send every tab of the customer: what
 * this tab did (a conversation deleted) shows here at once, through the same code as elsewhere.
 */
export const announceServerEvent: <E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<Listener<E>>) => void =
  dispatch;

export function onServerEvent<E extends keyof ServerToClientEvents>(event: E, listener: Listener<E>): () => void {
  const set = listeners.get(event) ?? new Set();
  set.add(listener);
  listeners.set(event, set);
  return () => set.delete(listener);
}

/** Calls `listener` with the text to show when the server refuses the connection (too many sockets). */
export function onConnectionRefused(listener: (message: string) => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/** Calls `listener` at every connection, the first one included: the moment to re-sync from the server. */
export function onConnected(listener: () => void): () => void {
  connectListeners.add(listener);
  return () => connectListeners.delete(listener);
}
