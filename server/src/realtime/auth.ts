import type { FastifyInstance } from 'fastify';
import type { RealtimeServer } from './server.ts';

/** Room of every socket of one customer, on every instance (DESIGN §4). */
export const customerRoom = (customerId: string) => `customer:${customerId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * The handshake is authenticated from the session cookie: a socket without a live session is
 * refused, and each accepted socket joins its customer's room.
 */
export function authenticateSockets(io: RealtimeServer, app: FastifyInstance): void {
  io.use((socket, next) => {
    const token = app.parseCookie(socket.handshake.headers.cookie ?? '')[app.sessionCookie];
    app.sessions.resolve(token).then(
      (session) => {
        if (!session) return next(new Error('Unauthorized. Please log in.'));
        socket.data.customerId = session.customer.id;
        socket.data.sessionId = session.sessionId;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket authentication failed');
        next(new Error('Server Error. Please try again later.'));
      },
    );
  });
  io.on('connection', (socket) => {
    void socket.join([customerRoom(socket.data.customerId), sessionRoom(socket.data.sessionId)]);
  });
}

/** Ends the realtime connections of a customer (logout everywhere, deletion). */
export function disconnectCustomer(io: RealtimeServer, customerId: string): void {
  io.in(customerRoom(customerId)).disconnectSockets(true);
}

/** Ends the realtime connections opened with one session (logout in this browser), on every instance. */
export function disconnectSession(io: RealtimeServer, sessionId: string): void {
  io.in(sessionRoom(sessionId)).disconnectSockets(true);
}

/** Ends the realtime connections of every other session of a customer (a sign-in change), on every instance. */
export function disconnectOtherSessions(io: RealtimeServer, customerId: string, keptSessionId: string): void {
  io.in(customerRoom(customerId)).except(sessionRoom(keptSessionId)).disconnectSockets(true);
}
