import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.ts';
import { createSignedInCustomer } from '../test/customers.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

function open(origin: string | undefined, cookie?: string): Promise<{ socket: Socket; error?: Error }> {
  const socket = connect(baseUrl, {
    path: '/socket',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
  });
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ socket }));
    socket.on('connect_error', (error) => resolve({ socket, error }));
  });
}

describe('realtime socket on /socket', () => {
  it('refuses a handshake from a foreign Origin (cross-site WebSocket hijacking)', async () => {
    const { socket, error } = await open('https://evil.example');
    expect(error).toBeDefined();
    expect(socket.connected).toBe(false);
    socket.close();
  });

  it('refuses a handshake without a live session', async () => {
    const { socket, error } = await open(baseUrl);
    expect(error?.message).toBe('Unauthorized. Please log in.');
    socket.close();
    const stale = await open(baseUrl, `${app.sessionCookie}=forged-token`);
    expect(stale.error?.message).toBe('Unauthorized. Please log in.');
    stale.socket.close();
  });

  it('accepts a signed-in same-origin handshake and acks unknown or malformed events with a message', async () => {
    const customer = await createSignedInCustomer(app);
    const { socket, error } = await open(baseUrl, customer.cookie);
    expect(error).toBeUndefined();
    const unknown = await socket.timeout(2000).emitWithAck('events', { event: 'no:such:event', body: {} });
    expect(unknown).toEqual({ ok: false, code: 'not_found', message: 'Unknown event: no:such:event' });
    const malformed = await socket.timeout(2000).emitWithAck('events', 'not an envelope');
    expect(malformed).toMatchObject({ ok: false, code: 'bad_request' });
    socket.close();
  });

  it("joins the customer's room so every tab and device gets the same events", async () => {
    const customer = await createSignedInCustomer(app);
    const first = await open(baseUrl, customer.cookie);
    const second = await open(baseUrl, customer.cookie);
    const received = new Promise((resolve) => second.socket.on('conversation:warning', resolve));
    app.io.to(`customer:${customer.id}`).emit('conversation:warning', { message: 'hello' });
    expect(await received).toEqual({ message: 'hello' });
    first.socket.close();
    second.socket.close();
  });

  it('does not offer HTTP long-polling', async () => {
    const response = await fetch(`${baseUrl}/socket/?EIO=4&transport=polling`);
    expect(response.status).toBe(400);
  });

  it('disconnects sockets when the app closes (graceful drain)', async () => {
    const db = await createTestDatabase();
    const other = await buildTestApp(db);
    await other.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
    const customer = await createSignedInCustomer(other);
    const socket = connect(url, {
      path: '/socket',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: customer.cookie },
    });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
    await other.close();
    expect(await disconnected).toBeTruthy();
    await db.close();
  });
});
