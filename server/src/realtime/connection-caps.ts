import { handshakeRefusals, type HandshakeRefusal } from '@chat/protocol';
import type { FastifyInstance } from 'fastify';
import { addressGroup, clientAddress } from '../lib/client-address.ts';
import { RedisSocketCounter } from './redis-socket-counter.ts';
import type { RealtimeServer, RealtimeSocket } from './server.ts';
import { LocalSocketCounter, type CapExceeded, type SocketCounter, type SocketSlot } from './socket-counter.ts';

const refusals: Record<CapExceeded, { code: HandshakeRefusal['code']; message: string }> = {
  customer: {
    code: handshakeRefusals.tooManyForCustomer,
    message: 'Too many open connections. Close some tabs or devices of this app, then try again.',
  },
  address: {
    code: handshakeRefusals.tooManyForAddress,
    message: 'Too many connections from your network. Please try again later.',
  },
};

/**
 * Caps the sockets of one customer and of one network (issue 19): a handshake over a cap is
 * refused with a `connect_error` whose data says which (`HandshakeRefusal`), and socket.io does
 * not reconnect after it. The newest socket is refused rather than the oldest disconnected: an
 * eviction would let two tabs of a reconnecting client take turns knocking each other out, and
 * would let anyone behind the same address end other people's sockets. Runs after the session
 * check (realtime/auth.ts), which gives the customer.
 */
export function capSockets(io: RealtimeServer, app: FastifyInstance): void {
  const caps = { perCustomer: app.config.limits.socketsPerCustomer, perAddress: app.config.limits.socketsPerAddress };
  const counter = app.redis ? new RedisSocketCounter(app.redis, app.config.redisPrefix, caps) : new LocalSocketCounter(caps);
  io.use((socket, next) => {
    const slot: SocketSlot = {
      socketId: socket.id,
      customerId: socket.data.customerId,
      address: addressGroup(clientAddress(socket.request, app.config.isProduction)),
    };
    Promise.resolve(counter.acquire(slot)).then(
      (exceeded) => {
        if (!exceeded) return holdUntilClosed(socket, slot, counter, next);
        app.log.info({ customerId: slot.customerId, address: slot.address, cap: exceeded }, 'refused a socket over its cap');
        const { code, message } = refusals[exceeded];
        next(Object.assign(new Error(message), { data: { code, status: 429 } satisfies HandshakeRefusal }));
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket cap check failed');
        next(new Error('Server Error. Please try again later.'));
      },
    );
  });
  app.addHook('onClose', () => counter.close());
}

/**
 * Releases the slot once, when the socket disconnects or its connection closes, whichever comes
 * first: a connection that closed during the handshake never emits `disconnect`.
 */
function holdUntilClosed(socket: RealtimeSocket, slot: SocketSlot, counter: SocketCounter, next: (error?: Error) => void) {
  let held = true;
  const release = () => {
    if (held) counter.release(slot);
    held = false;
  };
  // socket.io itself drops a handshake whose connection closed meanwhile.
  if (socket.conn.readyState !== 'open') release();
  socket.once('disconnect', release);
  socket.conn.once('close', release);
  next();
}
