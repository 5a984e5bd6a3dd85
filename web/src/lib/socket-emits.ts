import { encodePacket, packetTypes } from './socket-packets';
import type { Timers } from './socket-timing';

interface PendingAck {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<Timers['setTimeout']>;
}

/**
 * The emits of socket-client.ts that wait for the server's ack, as socket.io-client keeps them:
 * each fails after its timeout, counted from the emit; those made while disconnected wait in a
 * buffer, sent in order at the next connection; those already sent fail when the connection
 * drops, since their ack will never come.
 */
export class PendingEmits {
  private nextId = 0;
  private readonly acks = new Map<number, PendingAck>();
  private buffer: { id: number; text: string }[] = [];
  private readonly timers: Timers;

  constructor(timers: Timers) {
    this.timers = timers;
  }

  /** A new emit of `[name, data]`: the text of its packet, and its ack (rejected on timeout). */
  create(name: string, data: unknown, timeoutMs: number): { id: number; text: string; acked: Promise<unknown> } {
    const id = this.nextId++;
    const text = encodePacket({ type: packetTypes.event, id, data: [name, data] });
    const acked = new Promise((resolve, reject) => {
      const timer = this.timers.setTimeout(() => {
        this.acks.delete(id);
        this.buffer = this.buffer.filter((packet) => packet.id !== id);
        reject(new Error('operation has timed out'));
      }, timeoutMs);
      this.acks.set(id, { resolve, reject, timer });
    });
    return { id, text, acked };
  }

  hold(id: number, text: string): void {
    this.buffer.push({ id, text });
  }

  /** The held packets' texts, in the order emitted, for sending now. */
  takeHeld(): string[] {
    const texts = this.buffer.map((packet) => packet.text);
    this.buffer = [];
    return texts;
  }

  /** The server's ACK packet: its first argument is the answer. */
  settle(id: number, args: unknown): void {
    const pending = this.acks.get(id);
    if (!pending) return;
    this.acks.delete(id);
    this.timers.clearTimeout(pending.timer);
    pending.resolve(Array.isArray(args) ? args[0] : undefined);
  }

  /** The connection dropped: what was sent gets no ack and fails now; what is held waits. */
  failSent(): void {
    const held = new Set(this.buffer.map((packet) => packet.id));
    for (const [id, pending] of this.acks) {
      if (held.has(id)) continue;
      this.acks.delete(id);
      this.timers.clearTimeout(pending.timer);
      pending.reject(new Error('socket has been disconnected'));
    }
  }
}
