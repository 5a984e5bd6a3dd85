import type { FastifyBaseLogger } from 'fastify';
import type { Messenger } from './messenger.ts';
import type { OutgoingMessage } from './outbox.ts';

/**
 * Messages sent after the answer has gone, so how long a transport takes (or that it failed)
 * cannot tell one answer from another (ASVS 6.3.8). Each one is kept until it settles: the app
 * waits for them when it closes, and tests before they read the outbox.
 */
export class BackgroundDeliveries {
  private readonly messenger: Messenger;
  private readonly log: FastifyBaseLogger;
  private readonly pending = new Set<Promise<void>>();

  constructor(messenger: Messenger, log: FastifyBaseLogger) {
    this.messenger = messenger;
    this.log = log;
  }

  send(message: OutgoingMessage): void {
    const delivery = this.messenger
      .send(message)
      // The text (a code) is never logged; the person may ask again once the transport answers.
      .catch((error: unknown) => this.log.error({ err: error, channel: message.channel }, 'background message not sent'))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Resolves once every message handed over so far (and any sent meanwhile) has settled. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
