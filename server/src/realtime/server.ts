import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { SOCKET_CHANNEL, SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@chat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { isAllowedOrigin, type OriginPolicy } from '../lib/origin.ts';
import type { SocketEventRegistry } from './events.ts';

/** What the handshake leaves on every socket (realtime/auth.ts). */
export interface SocketData {
  customerId: string;
  sessionId: string;
}

/** Between instances through the Redis adapter (modules/ai/plugin.ts). */
export interface InterServerEvents {
  'answer:stop': (chatId: string, customerId: string) => void;
}
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/**
 * socket.io on /socket, websocket transport only (no sticky sessions needed), with the
 * handshake Origin checked in allowRequest: the `cors` option does not protect websockets.
 * With Redis, room broadcasts fan out to every instance (realtime/redis-adapter.ts).
 */
export function createRealtimeServer(
  httpServer: HttpServer,
  policy: OriginPolicy,
  log: FastifyBaseLogger,
  events: SocketEventRegistry,
): RealtimeServer {
  const io: RealtimeServer = new Server(httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 1_000_000,
    allowRequest: (request, callback) => {
      const allowed = isAllowedOrigin(request.headers, policy);
      if (!allowed) log.warn({ origin: request.headers.origin }, 'refused a socket from a foreign origin');
      callback(allowed ? null : 'Origin not allowed', allowed);
    },
  });

  io.on('connection', (socket) => {
    socket.on(SOCKET_CHANNEL, (envelope: unknown, ack?: unknown) => {
      const context = { socket, customerId: socket.data.customerId, log };
      void events.dispatch(context, envelope).then((result) => {
        if (typeof ack === 'function') (ack as (result: unknown) => void)(result);
      });
    });
  });
  return io;
}
