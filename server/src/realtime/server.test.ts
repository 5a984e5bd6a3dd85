import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../test/app.ts';
import { createSignedInCustomer } from '../test/customers.ts';

const server = useTestApp({ listen: true });
let baseUrl: string;

beforeAll(() => {
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
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
    const stale = await open(baseUrl, `${server.app.sessionCookie}=forged-token`);
    expect(stale.error?.message).toBe('Unauthorized. Please log in.');
    stale.socket.close();
  });

  it('accepts a signed-in same-origin handshake and acks unknown or malformed events with a message', async () => {
    const customer = await createSignedInCustomer(server.app);
    const { socket, error } = await open(baseUrl, customer.cookie);
    expect(error).toBeUndefined();
    const unknown = await socket.timeout(2000).emitWithAck('events', { event: 'no:such:event', body: {} });
    expect(unknown).toEqual({ ok: false, code: 'not_found', message: 'Unknown event: no:such:event' });
    const malformed = await socket.timeout(2000).emitWithAck('events', 'not an envelope');
    expect(malformed).toMatchObject({ ok: false, code: 'bad_request' });
    socket.close();
  });

  it("joins the customer's room so every tab and device gets the same events", async () => {
    const customer = await createSignedInCustomer(server.app);
    const first = await open(baseUrl, customer.cookie);
    const second = await open(baseUrl, customer.cookie);
    const received = new Promise((resolve) => second.socket.on('conversation:warning', resolve));
    server.app.io.to(`customer:${customer.id}`).emit('conversation:warning', { message: 'hello' });
    expect(await received).toEqual({ message: 'hello' });
    first.socket.close();
    second.socket.close();
  });

  it('does not offer HTTP long-polling', async () => {
    const response = await fetch(`${baseUrl}/socket/?EIO=4&transport=polling`);
    expect(response.status).toBe(400);
  });

  it('disconnects sockets when the app closes (graceful drain)', async () => {
    const other = await startTestApp({ listen: true });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const customer = await createSignedInCustomer(other.app);
    const socket = connect(url, {
      path: '/socket',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: customer.cookie },
    });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
    await other.app.close();
    expect(await disconnected).toBeTruthy();
    await other.database.close();
  });
});
