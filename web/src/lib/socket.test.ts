import { describe, expect, it, vi } from 'vitest';

/** A stand-in for socket.io's client: handlers by event, and a way to fire them. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, (() => void)[]>();
  const socket = {
    connected: false,
    on: (event: string, handler: () => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    onAny: () => {},
    connect: vi.fn(),
    disconnect: vi.fn(),
    fire: (event: string) => handlers.get(event)?.forEach((handler) => handler()),
  };
  return { socket, io: vi.fn(() => socket) };
});
vi.mock('socket.io-client', () => ({ io: fake.io }));

const { connectRealtime, onConnected } = await import('./socket');

describe('the realtime connection', () => {
  it('asks the open view to re-sync at every connection, the first one included', async () => {
    const resync = vi.fn();
    const off = onConnected(resync);
    connectRealtime();
    await vi.waitFor(() => expect(fake.socket.connect).toHaveBeenCalledOnce());
    // Whatever the server emitted between the page's first fetch and this moment never arrives.
    fake.socket.fire('connect');
    expect(resync).toHaveBeenCalledOnce();
    fake.socket.fire('connect');
    expect(resync).toHaveBeenCalledTimes(2);
    off();
    fake.socket.fire('connect');
    expect(resync).toHaveBeenCalledTimes(2);
  });
});
