import {
  handshakeRefusals,
  SOCKET_CHANNEL,
  SOCKET_PATH,
  type Ack,
  type ClientEventName,
  type ClientEvents,
  type ClientToServerEvents,
  type HandshakeRefusal,
  type ServerToClientEvents,
} from '@chat/protocol';
import type { io, Socket } from 'socket.io-client';
import { timeZone } from './api-client';
import { i18n } from './i18n';

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Listener<E extends keyof ServerToClientEvents> = ServerToClientEvents[E];

/**
 * The realtime connection of §4: credentials, websocket only, path /socket, every message on
 * the `events` channel as `{event, body}`. socket.io buffers what is emitted while disconnected
 * and sends it once connected. Features subscribe with onServerEvent; the app opens the
 * connection while signed in and closes it on sign-out. socket.io-client itself loads on first use,
 * so the first load of the chat page does not wait for it (issue 10).
 */
let socket: RealtimeSocket | undefined;
let opening: Promise<RealtimeSocket> | undefined;
/** Whether the app wants the connection open; a disconnect before the client loaded wins. */
let wanted = false;
const listeners = new Map<string, Set<(...args: never[]) => void>>();
const connectListeners = new Set<() => void>();
const refusalListeners = new Set<(message: string) => void>();

function ensureSocket(): Promise<RealtimeSocket> {
  opening ??= import('socket.io-client').then((module) => createSocket(module.io));
  return opening;
}

function createSocket(connect: typeof io): RealtimeSocket {
  socket = connect({
    path: SOCKET_PATH,
    transports: ['websocket'],
    withCredentials: true,
    autoConnect: false,
    // The daily free quota counts in the customer's own day.
    auth: { timeZone: timeZone() },
  });
  socket.onAny(dispatch);
  // At every connection the open view re-syncs from the server: what was emitted before this socket
  // joined its room is not delivered, whether during an outage or between the page's first fetch and
  // the first connection (an answer that finishes then, a message from WhatsApp, issue 14).
  socket.on('connect', () => {
    for (const listener of connectListeners) listener();
  });
  // A refusal by the server's handshake is final (socket.io does not retry it, so no reconnect
  // storm): the person is told why, and the app offers to try again.
  socket.on('connect_error', (error) => {
    const message = refusalMessage(error);
    if (message) for (const listener of refusalListeners) listener(message);
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
  const envelope = { event, body } as Parameters<ClientToServerEvents[typeof SOCKET_CHANNEL]>[0];
  // socket.io-client's types lose the ack's type once `timeout()` adds its error argument.
  const acked = current.timeout(timeoutMs).emitWithAck(SOCKET_CHANNEL, envelope) as Promise<Ack>;
  return acked.catch((): Ack => ({ ok: false, code: 'timeout', message: i18n.t('errors.noResponse') }));
};

/** Resolves once the socket is connected (at once when it already is). */
export async function whenConnected(): Promise<void> {
  const current = await ensureSocket();
  if (current.connected) return;
  return new Promise((resolve) => current.once('connect', () => resolve()));
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
