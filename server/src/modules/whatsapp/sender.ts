import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppConfig } from '../../config.ts';
import { newId } from '../../lib/ids.ts';
import type { Outbox } from '../../messaging/outbox.ts';
import { PermanentSendError, postGraphMessage, splitForWhatsApp, type GraphMessage } from './graph-client.ts';
import type { OutgoingRow, WhatsAppRepository } from './repository.ts';

/** Free-form replies only within 24 hours of the customer's last message (REFERENCE.md). */
export const REPLY_WINDOW_MS = 24 * 3_600_000;
/** Tries at once before a message waits for the retry job; tries in all before it is given up. */
const IMMEDIATE_TRIES = 3;
export const MAX_ATTEMPTS = 8;

export interface SenderDeps {
  repository: WhatsAppRepository;
  config: WhatsAppConfig;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

/**
 * Sends WhatsApp messages through the Graph API, or to the outbox when unconfigured (DESIGN §3).
 * Every message is stored first; a 5xx is retried with exponential backoff, at once and then by
 * the retry job, so an outage delays messages but never loses them silently.
 */
export class WhatsAppSender {
  /** Deliveries in progress, so tests and shutdown can wait for them. */
  readonly running = new Set<Promise<void>>();
  private readonly deps: SenderDeps;

  constructor(deps: SenderDeps) {
    this.deps = deps;
  }

  /** Queues a text (split at the length limit, parts in order) and starts delivering it. */
  async sendText(phone: string, text: string): Promise<void> {
    const parts = splitForWhatsApp(text).map((body) => ({ id: newId(), phone, kind: 'text' as const, body }));
    if (parts.length === 0) return;
    this.track(this.deliverInOrder(await this.deps.repository.insertOutgoing(parts)));
  }

  /** A confirmation code: plain text inside the 24-hour window, the authentication template outside it. */
  async sendCode(phone: string, text: string): Promise<void> {
    const [row] = await this.deps.repository.insertOutgoing([{ id: newId(), phone, kind: 'code', body: text }]);
    this.track(this.deliverInOrder([row!]));
  }

  /** One round of the retry job: each due message gets one more try. */
  async retryDue(): Promise<number> {
    const due = await this.deps.repository.claimDue(50, 60_000);
    for (const row of due) await this.attempt(row, 1);
    return due.length;
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private track(delivery: Promise<void>): void {
    const guarded = delivery.catch((error: unknown) => this.deps.log.error({ err: error }, 'WhatsApp delivery crashed'));
    this.running.add(guarded);
    void guarded.finally(() => this.running.delete(guarded));
  }

  private async deliverInOrder(rows: OutgoingRow[]): Promise<void> {
    for (const row of rows) {
      // A later part never overtakes an earlier one that is waiting for a retry.
      if (!(await this.attempt(row, IMMEDIATE_TRIES))) return;
    }
  }

  /** Up to `tries` tries with backoff; true once sent. */
  private async attempt(row: OutgoingRow, tries: number): Promise<boolean> {
    const { repository, config, log } = this.deps;
    let attempts = row.attempts;
    for (let i = 0; i < tries; i++) {
      if (i > 0) await delay(config.retryBaseMs * 2 ** (attempts - 1));
      attempts++;
      try {
        const wamid = await this.transmit(row);
        await repository.updateOutgoing(row.id, {
          status: 'sent',
          attempts,
          wamid,
          sentAt: new Date(),
          lastError: null,
          // A code is not kept once it has left.
          ...(row.kind === 'code' ? { body: '' } : {}),
        });
        return true;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (error instanceof PermanentSendError || error instanceof OutsideWindowError || attempts >= MAX_ATTEMPTS) {
          await repository.updateOutgoing(row.id, { status: 'failed', attempts, lastError: reason });
          log.error({ messageId: row.id, attempts, reason }, 'WhatsApp message given up');
          return false;
        }
        await repository.updateOutgoing(row.id, {
          attempts,
          lastError: reason,
          nextAttemptAt: new Date(Date.now() + config.retryBaseMs * 2 ** attempts),
        });
        log.warn({ messageId: row.id, attempts, reason }, 'WhatsApp message not sent yet; will retry');
      }
    }
    return false;
  }

  private async transmit(row: OutgoingRow): Promise<string> {
    const { config, outbox, repository } = this.deps;
    if (!config.send) {
      const file = await outbox.write({ channel: 'whatsapp', to: row.phone, text: row.body });
      return `outbox:${file.split('/').at(-1)}`;
    }
    const last = await repository.lastInboundAt(row.phone);
    const inWindow = last !== undefined && Date.now() - last.getTime() < REPLY_WINDOW_MS;
    let message: GraphMessage;
    if (inWindow) message = { kind: 'text', to: row.phone, body: row.body };
    else if (row.kind === 'code')
      message = {
        kind: 'code',
        to: row.phone,
        code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? '',
        template: config.codeTemplate,
        language: 'en',
      };
    else throw new OutsideWindowError('outside the 24-hour reply window');
    return postGraphMessage(config.send, message);
  }
}

class OutsideWindowError extends Error {
  override name = 'OutsideWindowError';
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
