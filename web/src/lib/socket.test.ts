import { handshakeRefusals } from '@chat/protocol';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/** A stand-in for socket.io's client: handlers by event, and a way to fire them. */
const fake = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void;
  const handlers = new Map<string, Handler[]>();
  const socket = {
    connected: false,
    on: (event: string, handler: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    onAny: () => {},
    connect: vi.fn(),
    disconnect: vi.fn(),
    fire: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((handler) => handler(...args)),
  };
  return { socket, io: vi.fn(() => socket) };
});
vi.mock('socket.io-client', () => ({ io: fake.io }));

const { connectRealtime, onConnected, onConnectionRefused } = await import('./socket');
const { changeLocale, initI18n } = await import('./i18n');

beforeAll(() => initI18n('en'));

/** A connect_error as socket.io-client raises it for a refusal by the server's handshake. */
const refusal = (message: string, data?: unknown) => Object.assign(new Error(message), { data });

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

  it('tells the person why the server refused the connection, in their language, and nothing for a network failure', async () => {
    const shown = vi.fn();
    const off = onConnectionRefused(shown);
    connectRealtime();
    await vi.waitFor(() => expect(fake.socket.connect).toHaveBeenCalled());
    const tooMany = { code: handshakeRefusals.tooManyForCustomer, status: 429 };
    fake.socket.fire('connect_error', refusal('Too many open connections.', tooMany));
    expect(shown).toHaveBeenLastCalledWith(
      'Error 429: Too many open connections. Close some tabs or devices of this app, then try again.',
    );
    await changeLocale('it', { remember: false });
    fake.socket.fire(
      'connect_error',
      refusal('Too many connections.', { code: handshakeRefusals.tooManyForAddress, status: 429 }),
    );
    expect(shown).toHaveBeenLastCalledWith('Errore 429: Troppe connessioni dalla tua rete. Riprova più tardi.');
    await changeLocale('en', { remember: false });
    // socket.io retries these by itself; the person sees no error for them.
    fake.socket.fire('connect_error', refusal('websocket error'));
    fake.socket.fire('connect_error', refusal('Unauthorized. Please log in.'));
    expect(shown).toHaveBeenCalledTimes(2);
    off();
  });
});
