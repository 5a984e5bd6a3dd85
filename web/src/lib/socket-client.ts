/**
 * A realtime client of our own instead of socket.io-client (issue 39), hand-written because a
 * measurement asked for it: socket.io-client was 12,765 B gzip of the signed-in first load as
 * Chromium fetched it (its engine brings polling and WebTransport too), against a budget of 110 kB
 * for all of it, while the app uses one WebSocket, one namespace and acked JSON emits; this chunk
 * is 1,826 B. It speaks Engine.IO v4 / Socket.IO
 * v5 (socket-packets.ts) to the unchanged socket.io server, and keeps what the app relied on in
 * socket.io-client: emits buffered while disconnected and acks that time out or fail at a
 * disconnect (socket-emits.ts), the heartbeat, reconnection with its default backoff
 * (socket-timing.ts), no retry after a refusal (CONNECT_ERROR) or the server's DISCONNECT.
 */
import { PendingEmits } from './socket-emits';
import { decodePacket, encodePacket, engineFrames, packetTypes, socketUrl, type EngineHandshake } from './socket-packets';
import { browserTimers, reconnectDelay, type Timers } from './socket-timing';

export interface SocketClientOptions {
  /** The server's path (socket.io's `path` option), on this page's origin. */
  path: string;
  /** Sent with the namespace's CONNECT, read by the server as `socket.handshake.auth`. */
  auth: object;
  onEvent: (name: string, args: unknown[]) => void;
  /** At every connection of the namespace, the first one and each reconnection. */
  onConnect: () => void;
  /** The server refused the namespace's CONNECT (socket.io's connect_error); not retried. */
  onConnectError: (error: Error & { data?: unknown }) => void;
  timers?: Timers;
  openWebSocket?: (url: string) => WebSocket;
}

/** socket.io-client's default `timeout`: an Engine.IO handshake not done by then is retried. */
const OPEN_TIMEOUT_MS = 20_000;

export class SocketClient {
  /** The namespace is connected: emits go out at once instead of waiting. */
  connected = false;
  /** A connection is wanted (socket.io's `active`): from connect() until disconnect(), a refusal or the server's DISCONNECT. */
  private active = false;
  private ws: WebSocket | undefined;
  private engineOpen = false;
  /** Before the Engine.IO handshake the open timeout, after it the heartbeat's. */
  private watchdog: ReturnType<Timers['setTimeout']> | undefined;
  /** The server's pingInterval + pingTimeout: with no ping for that long, the connection is lost. */
  private heartbeatMs = 0;
  private heartbeatDeadline = Infinity;
  private reconnectTimer: ReturnType<Timers['setTimeout']> | undefined;
  /** Attempts since the last connection that opened, for the backoff. */
  private attempts = 0;
  private readonly options: SocketClientOptions;
  private readonly timers: Timers;
  private readonly emits: PendingEmits;
  private readonly url: string;

  constructor(options: SocketClientOptions) {
    this.options = options;
    this.timers = options.timers ?? browserTimers;
    this.emits = new PendingEmits(this.timers);
    this.url = socketUrl(location, options.path);
    // As engine.io-client (which leaves localhost alone): going offline drops the connection at
    // once, not at the heartbeat's end.
    if (typeof addEventListener === 'function' && location.hostname !== 'localhost') {
      addEventListener('offline', () => this.ws && this.onTransportLost());
    }
  }

  connect(): void {
    if (this.active) return;
    this.active = true;
    this.openTransport();
  }

  /** Leaves for good: no reconnection until connect(). Emits still held wait for that. */
  disconnect(): void {
    const wasConnected = this.connected;
    if (wasConnected) this.send(encodePacket({ type: packetTypes.disconnect }));
    this.stop();
    if (wasConnected) this.onDisconnected();
  }

  /** Emits `[name, data]`; resolves with the server's ack, rejects after `timeoutMs` or when the connection drops first. */
  emitWithAck(name: string, data: unknown, timeoutMs: number): Promise<unknown> {
    const { id, text, acked } = this.emits.create(name, data, timeoutMs);
    // A phone back from sleep may hold a dead connection whose heartbeat timer has not fired yet.
    if (this.connected && this.timers.now() <= this.heartbeatDeadline) {
      this.send(text);
    } else {
      this.emits.hold(id, text);
      if (this.connected) this.onTransportLost();
    }
    return acked;
  }

  private openTransport(): void {
    const ws = (this.options.openWebSocket ?? ((url) => new WebSocket(url)))(this.url);
    this.ws = ws;
    ws.onmessage = (message: MessageEvent) => {
      // Binary frames are attachments of binary packets, which our protocol never sends.
      if (typeof message.data === 'string') this.onFrame(message.data);
    };
    ws.onclose = () => this.onTransportLost();
    ws.onerror = () => this.onTransportLost();
    this.watch(OPEN_TIMEOUT_MS);
  }

  private onFrame(frame: string): void {
    const kind = frame.charAt(0);
    if (kind === engineFrames.open) {
      const handshake = JSON.parse(frame.slice(1)) as EngineHandshake;
      this.engineOpen = true;
      this.attempts = 0;
      this.heartbeatMs = handshake.pingInterval + handshake.pingTimeout;
      this.watch(this.heartbeatMs);
      this.send(encodePacket({ type: packetTypes.connect, data: this.options.auth }));
    } else if (kind === engineFrames.ping) {
      this.send(engineFrames.pong);
      this.watch(this.heartbeatMs);
    } else if (kind === engineFrames.message) {
      const packet = decodePacket(frame.slice(1));
      if (packet) this.onPacket(packet.type, packet.id, packet.data);
    }
  }

  private onPacket(type: number, id: number | undefined, data: unknown): void {
    if (type === packetTypes.connect && (data as { sid?: unknown } | undefined)?.sid) {
      this.connected = true;
      for (const text of this.emits.takeHeld()) this.send(text);
      this.options.onConnect();
    } else if (type === packetTypes.event && Array.isArray(data) && typeof data[0] === 'string') {
      const [name, ...args] = data as [string, ...unknown[]];
      this.options.onEvent(name, args);
    } else if (type === packetTypes.ack && id !== undefined) {
      this.emits.settle(id, data);
    } else if (type === packetTypes.disconnect) {
      // The server ended this socket (a revoked session): socket.io-client does not reconnect then.
      this.stop();
      this.onDisconnected();
    } else if (type === packetTypes.connectError) {
      const refusal = (data ?? {}) as { message?: string; data?: unknown };
      this.stop();
      this.options.onConnectError(Object.assign(new Error(refusal.message), { data: refusal.data }));
    }
  }

  /** The connection dropped or never opened: try again after the backoff (back at its first step once one opened). */
  private onTransportLost(): void {
    this.closeTransport();
    if (this.connected) this.onDisconnected();
    if (!this.active) return;
    this.reconnectTimer = this.timers.setTimeout(() => this.openTransport(), reconnectDelay(this.attempts++));
  }

  private onDisconnected(): void {
    this.connected = false;
    this.emits.failSent();
  }

  private stop(): void {
    this.active = false;
    this.timers.clearTimeout(this.reconnectTimer);
    this.closeTransport();
  }

  private closeTransport(): void {
    this.timers.clearTimeout(this.watchdog);
    this.heartbeatDeadline = Infinity;
    this.engineOpen = false;
    const ws = this.ws;
    this.ws = undefined;
    if (!ws) return;
    ws.onmessage = ws.onclose = ws.onerror = null;
    ws.close();
  }

  private watch(ms: number): void {
    this.timers.clearTimeout(this.watchdog);
    if (this.engineOpen) this.heartbeatDeadline = this.timers.now() + ms;
    this.watchdog = this.timers.setTimeout(() => this.onTransportLost(), ms);
  }

  private send(text: string): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(text);
  }
}
