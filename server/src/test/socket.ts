import type { AddressInfo } from 'node:net';
import type { Ack, ServerToClientEvents } from '@chat/protocol';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

export type TestSocket = Socket<ServerToClientEvents>;

export function listeningUrl(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A real socket.io client signed in with the customer's cookie. */
export function connectSocket(app: FastifyInstance, cookie: string): Promise<TestSocket> {
  return connectSocketAt(listeningUrl(app), cookie);
}

/** The same, to a server at `url` (one in another process). */
export async function connectSocketAt(url: string, cookie: string): Promise<TestSocket> {
  const socket: TestSocket = connect(url, {
    path: '/socket',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie },
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}

export function emitEvent(socket: TestSocket, event: string, body: unknown): Promise<Ack> {
  // The typed client map is server → client only; the channel is untyped here on purpose.
  const untyped = socket as unknown as { timeout(ms: number): { emitWithAck(channel: string, envelope: object): Promise<Ack> } };
  return untyped.timeout(5000).emitWithAck('events', { event, body });
}

/** Resolves with the first event of that name matching the predicate. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  matches: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });
}

/**
 * Closes the client and resolves once the server has seen the disconnect, so what the server does
 * on a disconnect (giving back a socket's slot) has happened or been sent to Redis before the next step.
 */
export async function closeOnServer(app: FastifyInstance, socket: TestSocket): Promise<void> {
  const serverSide = app.io.of('/').sockets.get(socket.id ?? '');
  if (!serverSide) throw new Error('no such socket on this instance');
  const gone = new Promise<void>((resolve) => serverSide.once('disconnect', () => resolve()));
  socket.close();
  await gone;
}
