// @vitest-environment node
import { clientEvents, handshakeRefusals, type ConversationDelta } from '@chat/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { disconnectReason, REAL_IO_WAIT, startRealtimeServer } from '@/test/realtime-server';
import { changeLocale } from './i18n';
import {
  connectRealtime,
  disconnectRealtime,
  emitEvent,
  isRealtimeConnected,
  onConnected,
  onConnectionRefused,
  onServerEvent,
  refusalMessage,
  whenConnected,
} from './socket';

let server: Awaited<ReturnType<typeof startRealtimeServer>>;
const stop = { _id: 'a'.repeat(24) };
const tooManyTabs = 'Error 429: Too many open connections. Close some tabs or devices of this app, then try again.';

beforeAll(async () => {
  server = await startRealtimeServer();
  // The page's origin, which the client connects to as socket.io-client did.
  vi.stubGlobal('location', server.location);
});
afterEach(() => {
  disconnectRealtime();
  server.refusal = undefined;
  server.answer = () => ({ ok: true });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

/** Resolves with the first call of the listener `subscribe` adds, which it then removes. */
function firstCall<T extends unknown[]>(subscribe: (listener: (...args: T) => void) => () => void): Promise<T> {
  return new Promise((resolve) => {
    const unsubscribe = subscribe((...args) => {
      unsubscribe();
      resolve(args);
    });
  });
}

/** Resolves at the next connection the app's listeners are told of. */
const nextConnect = () => firstCall(onConnected);

describe('the realtime connection, against a real socket.io server', () => {
  it('connects with the time zone, tells the connect listeners, and hands server events to their listeners', async () => {
    const accepted = server.nextConnection();
    const connected = nextConnect();
    connectRealtime();
    await connected;
    expect(isRealtimeConnected()).toBe(true);
    expect((await accepted).handshake.auth).toEqual({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });

    const delta: ConversationDelta = { _id: stop._id, conversation: null, text: 'Hel', at: 0 };
    const received = firstCall<[ConversationDelta]>((listener) => onServerEvent('conversation:delta', listener));
    server.io.emit('conversation:delta', delta);
    expect(await received).toEqual([delta]);
  });

  it("resolves an emit with the server's ack, and with a timeout when none comes in time", async () => {
    connectRealtime();
    await whenConnected();
    expect(await emitEvent(clientEvents.stop, stop)).toEqual({ ok: true });
    expect(server.received.at(-1)).toEqual({ event: clientEvents.stop, body: stop });

    server.answer = () => undefined;
    expect(await emitEvent(clientEvents.stop, stop, 50)).toEqual({
      ok: false,
      code: 'timeout',
      message: 'No response from the server.',
    });
  });

  it('sends what was emitted while disconnected once connected; what timed out meanwhile is dropped', async () => {
    const expired = { _id: 'b'.repeat(24) };
    expect(await emitEvent(clientEvents.stop, expired, 20)).toMatchObject({ ok: false, code: 'timeout' });
    const buffered = emitEvent(clientEvents.stop, stop);
    const before = server.received.length;
    connectRealtime();
    expect(await buffered).toEqual({ ok: true });
    // In order: the expired emit would have arrived first.
    expect(server.received.slice(before)).toEqual([{ event: clientEvents.stop, body: stop }]);
  });

  it('reconnects after the server closes the connection, and tells the connect listeners again', async () => {
    const firstSocket = server.nextConnection();
    connectRealtime();
    await whenConnected();
    const socket = await firstSocket;
    server.answer = () => undefined;
    // Sent but never acked: it fails at the drop, long before its timeout.
    const unanswered = emitEvent(clientEvents.stop, stop, 60_000);
    await vi.waitFor(() => expect(server.received.at(-1)).toEqual({ event: clientEvents.stop, body: stop }), REAL_IO_WAIT);

    const again = nextConnect();
    socket.conn.close();
    expect(await unanswered).toMatchObject({ ok: false, code: 'timeout' });
    await again;
    expect(isRealtimeConnected()).toBe(true);
  });

  it('tells the refusal listeners why the server refused, does not retry, and connects on "Try again"', async () => {
    server.refusal = { code: handshakeRefusals.tooManyForCustomer, status: 429 };
    const shown = firstCall(onConnectionRefused);
    connectRealtime();
    expect(await shown).toEqual([tooManyTabs]);
    expect(isRealtimeConnected()).toBe(false);

    server.refusal = undefined;
    const connected = nextConnect();
    connectRealtime();
    await connected;
    expect(isRealtimeConnected()).toBe(true);
  });

  it('closes for good on disconnectRealtime, telling the server', async () => {
    const accepted = server.nextConnection();
    connectRealtime();
    await whenConnected();
    const reason = disconnectReason(await accepted);
    disconnectRealtime();
    expect(isRealtimeConnected()).toBe(false);
    expect(await reason).toBe('client namespace disconnect');
  });
});

describe('the refusal text', () => {
  const refusal = (message: string, data?: unknown) => Object.assign(new Error(message), { data });

  it('is in the interface language, and there is none for a failure that is not a refusal', async () => {
    const tooMany = refusal('Too many open connections.', { code: handshakeRefusals.tooManyForCustomer, status: 429 });
    expect(refusalMessage(tooMany)).toBe(tooManyTabs);
    await changeLocale('it', { remember: false });
    const fromNetwork = refusal('Too many connections.', { code: handshakeRefusals.tooManyForAddress, status: 429 });
    expect(refusalMessage(fromNetwork)).toBe('Errore 429: Troppe connessioni dalla tua rete. Riprova più tardi.');
    await changeLocale('en', { remember: false });
    expect(refusalMessage(refusal('websocket error'))).toBeUndefined();
    expect(refusalMessage(refusal('Unauthorized. Please log in.'))).toBeUndefined();
  });
});
