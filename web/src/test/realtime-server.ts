import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCKET_CHANNEL, SOCKET_PATH, type Ack, type HandshakeRefusal } from '@chat/protocol';
import { Server, type ServerOptions, type Socket } from 'socket.io';

/**
 * A real socket.io server for the web client's tests, with the options of the app's
 * (server/src/realtime/server.ts: path /socket, websocket only, a check in allowRequest) and a
 * handshake check like its connection caps (realtime/connection-caps.ts). What the test sets:
 * - `accepting` false: connections are refused before the Engine.IO handshake (the Origin check);
 * - `refusal`: every namespace handshake is refused with it as the connect_error's data;
 * - `answer`: the ack of an `events` message, or undefined to never answer. Messages are recorded.
 */
export async function startRealtimeServer(options: Partial<ServerOptions> = {}) {
  const settings = {
    accepting: true,
    refusal: undefined as HandshakeRefusal | undefined,
    answer: (_envelope: unknown): Ack | undefined => ({ ok: true }),
    received: [] as unknown[],
  };
  const http = createServer();
  const io = new Server(http, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    allowRequest: (_request, callback) => callback(null, settings.accepting),
    ...options,
  });
  io.use((_socket, next) => {
    if (!settings.refusal) return next();
    next(Object.assign(new Error('Too many open connections.'), { data: settings.refusal }));
  });
  io.on('connection', (socket) => {
    socket.on(SOCKET_CHANNEL, (envelope: unknown, ack: (result: Ack) => void) => {
      settings.received.push(envelope);
      const result = settings.answer(envelope);
      if (result) ack(result);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return Object.assign(settings, {
    io,
    /** This server as the page's location, which the client builds its URL from. */
    location: new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}/`),
    /** Resolves with the next socket the server accepts. */
    nextConnection: () => new Promise<Socket>((resolve) => io.once('connection', resolve)),
    close: () => io.close(),
  });
}

/** Resolves with why the server's socket disconnected (socket.io's reason). */
export const disconnectReason = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

/** vi.waitFor's limit for what goes through real sockets: on a busy two-core machine a handshake can outlast its default second. */
export const REAL_IO_WAIT = { timeout: 4000 };
