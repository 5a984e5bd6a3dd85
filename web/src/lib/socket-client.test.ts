// @vitest-environment node
import { handshakeRefusals } from '@chat/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClock } from '@/test/fake-clock';
import { REAL_IO_WAIT, startRealtimeServer } from '@/test/realtime-server';
import { SocketClient } from './socket-client';

/** The timing of a socket.io server: pingInterval + pingTimeout, and the longest reconnection delay. */
const HEARTBEAT_MS = 25_000 + 20_000;
const MAX_RECONNECT_DELAY_MS = 5000;

let server: Awaited<ReturnType<typeof startRealtimeServer>>;
let client: SocketClient;
let clock: ReturnType<typeof fakeClock>;
let events: ReturnType<typeof clientOnFakeClock>['events'];

/** A client on the fake clock (real WebSockets to the real server), counting the WebSockets it opens. */
function clientOnFakeClock() {
  const clock = fakeClock();
  const events = { connects: 0, refusals: [] as unknown[], opened: 0, closed: 0 };
  const client = new SocketClient({
    path: '/socket',
    auth: { timeZone: 'Africa/Douala' },
    onEvent: () => {},
    onConnect: () => events.connects++,
    onConnectError: (error) => events.refusals.push(error.data),
    timers: clock.timers,
    openWebSocket: (url) => {
      events.opened++;
      const ws = new WebSocket(url);
      // Counted in the same dispatch as the client's own handler: once counted, the client has seen it.
      ws.addEventListener('close', () => events.closed++);
      return ws;
    },
  });
  return { client, clock, events };
}

describe('the realtime client, on a fake clock, against a real socket.io server', () => {
  beforeAll(async () => {
    server = await startRealtimeServer();
    vi.stubGlobal('location', server.location);
  });
  beforeEach(() => ({ client, clock, events } = clientOnFakeClock()));
  afterEach(() => {
    client.disconnect();
    server.refusal = undefined;
    server.accepting = true;
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await server.close();
  });
  const connected = (count: number) => vi.waitFor(() => expect(events.connects).toBe(count), REAL_IO_WAIT);
  /** Waits until the `count`th WebSocket the client opened has closed (refused). */
  const failed = (count: number) => vi.waitFor(() => expect(events.closed).toBe(count), REAL_IO_WAIT);

  it('reconnects after the connection drops, at the backoff first step (0.5 to 1.5 s)', async () => {
    const accepted = server.nextConnection();
    client.connect();
    await connected(1);
    (await accepted).conn.close();
    await vi.waitFor(() => expect(client.connected).toBe(false), REAL_IO_WAIT);
    clock.advance(499);
    expect(events.opened).toBe(1);
    clock.advance(1001);
    expect(events.opened).toBe(2);
    await connected(2);
  });

  it('waits longer after each failed attempt, and from the first step again once a connection opened', async () => {
    server.accepting = false;
    client.connect();
    await failed(1);
    clock.advance(1500); // first step: 0.5 to 1.5 s
    await failed(2);
    clock.advance(999); // second: 1 to 3 s
    expect(events.opened).toBe(2);
    clock.advance(2001);
    await failed(3);
    server.accepting = true;
    const accepted = server.nextConnection();
    clock.advance(MAX_RECONNECT_DELAY_MS); // third: 2 to 5 s
    await connected(1);
    (await accepted).conn.close();
    await vi.waitFor(() => expect(client.connected).toBe(false), REAL_IO_WAIT);
    clock.advance(1500);
    await connected(2);
  });

  it('treats a connection without a ping for pingInterval + pingTimeout as lost, and reconnects', async () => {
    client.connect();
    await connected(1);
    const accepted = server.nextConnection();
    clock.advance(HEARTBEAT_MS - 1);
    expect(client.connected).toBe(true);
    clock.advance(1);
    expect(client.connected).toBe(false);
    clock.advance(MAX_RECONNECT_DELAY_MS);
    await accepted;
    await connected(2);
  });

  it('holds an emit made on a connection whose heartbeat expired unseen (a phone asleep), and sends it on the next', async () => {
    client.connect();
    await connected(1);
    clock.jump(HEARTBEAT_MS + 1);
    const acked = client.emitWithAck('events', { event: 'ping' }, 60_000);
    expect(client.connected).toBe(false);
    clock.advance(MAX_RECONNECT_DELAY_MS);
    expect(await acked).toEqual({ ok: true });
    expect(events.connects).toBe(2);
  });

  it('does not retry a refused handshake', async () => {
    server.refusal = { code: handshakeRefusals.tooManyForAddress, status: 429 };
    client.connect();
    await vi.waitFor(() => expect(events.refusals).toEqual([server.refusal]), REAL_IO_WAIT);
    clock.advance(60_000);
    expect(events.opened).toBe(1);
    expect(clock.pending()).toBe(0);
  });

  it("does not reconnect after the server's DISCONNECT (a revoked session)", async () => {
    const accepted = server.nextConnection();
    client.connect();
    await connected(1);
    server.io.in((await accepted).id).disconnectSockets(true);
    await vi.waitFor(() => expect(client.connected).toBe(false), REAL_IO_WAIT);
    clock.advance(60_000);
    expect(events.opened).toBe(1);
    expect(clock.pending()).toBe(0);
  });

  it('stops reconnecting at disconnect(), even while waiting to reconnect', async () => {
    const accepted = server.nextConnection();
    client.connect();
    await connected(1);
    (await accepted).conn.close();
    await vi.waitFor(() => expect(client.connected).toBe(false), REAL_IO_WAIT);
    expect(clock.pending()).toBe(1);
    client.disconnect();
    clock.advance(60_000);
    expect(events.opened).toBe(1);
    expect(clock.pending()).toBe(0);
  });
});

describe('the realtime client on the real clock', () => {
  it("answers the server's pings, so the server keeps the connection", async () => {
    const pinging = await startRealtimeServer({ pingInterval: 30, pingTimeout: 300 });
    vi.stubGlobal('location', pinging.location);
    const accepted = pinging.nextConnection();
    const realTime = new SocketClient({
      path: '/socket',
      auth: {},
      onEvent: () => {},
      onConnect: () => {},
      onConnectError: () => {},
    });
    realTime.connect();
    const socket = await accepted;
    // Three pongs, or the server's reason for ending the connection without them.
    const outcome = await new Promise((resolve) => {
      let pongs = 0;
      socket.conn.on('packet', (packet: { type: string }) => packet.type === 'pong' && ++pongs === 3 && resolve('3 pongs'));
      socket.once('disconnect', resolve);
    });
    expect(outcome).toBe('3 pongs');
    expect(realTime.connected).toBe(true);
    realTime.disconnect();
    vi.unstubAllGlobals();
    await pinging.close();
  });
});
