import { handshakeRefusals } from '@chat/protocol';
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../test/customers.ts';
import { closeOnServer, connectSocket, listeningUrl, type TestSocket } from '../test/socket.ts';

/**
 * Sockets are capped per customer (tabs and devices) and per network (issue 19, item 6): one
 * customer once held 2,000 sockets from one address. Every client here comes from 127.0.0.1.
 */
const server = useTestApp({
  listen: true,
  env: { RATE_LIMIT_MULTIPLIER: '1', SOCKETS_PER_CUSTOMER: '3', SOCKETS_PER_ADDRESS: '5' },
});
const open: TestSocket[] = [];

afterEach(async () => {
  await Promise.all(
    open
      .splice(0)
      .filter((socket) => socket.connected)
      .map((socket) => closeOnServer(server.app, socket)),
  );
});

async function socketOf(customer: TestCustomer): Promise<TestSocket> {
  const socket = await connectSocket(server.app, customer.cookie);
  open.push(socket);
  return socket;
}

/** A handshake as the web app makes it (reconnection on), answering the refusal if there is one. */
function refusalOf(app: FastifyInstance, customer: TestCustomer) {
  const socket: TestSocket = connect(listeningUrl(app), {
    path: '/socket',
    transports: ['websocket'],
    extraHeaders: { cookie: customer.cookie },
  });
  open.push(socket);
  return new Promise<{ socket: TestSocket; error: Error & { data?: unknown } }>((resolve, reject) => {
    socket.on('connect', () => reject(new Error('the socket was accepted')));
    socket.on('connect_error', (error) => resolve({ socket, error }));
  });
}

describe('socket caps', () => {
  it("refuses a customer's socket beyond the cap with a clear error, and takes it once one closes", async () => {
    const customer = await createSignedInCustomer(server.app);
    const [first] = [await socketOf(customer), await socketOf(customer), await socketOf(customer)];

    const { socket, error } = await refusalOf(server.app, customer);
    expect(error.message).toBe('Too many open connections. Close some tabs or devices of this app, then try again.');
    expect(error.data).toEqual({ code: handshakeRefusals.tooManyForCustomer, status: 429 });
    // socket.io does not retry a refusal by the server on its own: no reconnect storm.
    expect(socket.active).toBe(false);

    await closeOnServer(server.app, first);
    expect((await socketOf(customer)).connected).toBe(true);
  });

  it('refuses a socket beyond the cap of one address, whichever customer opens it', async () => {
    const neighbours = await Promise.all([1, 2, 3].map(() => createSignedInCustomer(server.app)));
    for (const customer of [...neighbours, ...neighbours.slice(0, 2)]) await socketOf(customer);

    const newcomer = await createSignedInCustomer(server.app);
    const { error } = await refusalOf(server.app, newcomer);
    expect(error.message).toBe('Too many connections from your network. Please try again later.');
    expect(error.data).toEqual({ code: handshakeRefusals.tooManyForAddress, status: 429 });

    await closeOnServer(server.app, open[0]!);
    expect((await socketOf(newcomer)).connected).toBe(true);
  });

  it('gives the slot back when the server ends a socket (sign-out everywhere)', async () => {
    const customer = await createSignedInCustomer(server.app);
    for (let n = 0; n < 3; n++) await socketOf(customer);
    const ended = open.map((socket) => new Promise((resolve) => socket.once('disconnect', resolve)));
    server.app.io.in(`customer:${customer.id}`).disconnectSockets(true);
    await Promise.all(ended);
    for (let n = 0; n < 3; n++) expect((await socketOf(customer)).connected).toBe(true);
  });
});
