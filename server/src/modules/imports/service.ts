import type { Conversation, ImportResponse, ImportWriting } from '@chat/protocol';
import pLimit, { type LimitFunction } from 'p-limit';
import { presentConversation } from '../conversations/presenter.ts';
import { planInWorker } from './plan-in-worker.ts';
import type { ImportLimits } from './read-file.ts';
import type { ImportRepository } from './repository.ts';

/** How many of the created conversations the answer lists. */
const LISTED = 100;

/**
 * Imports an instance runs at once; more wait their turn, their request open. Each holds a worker's
 * heap while it reads (up to 1 GB, plan-in-worker.ts) and its rows while they are written: two
 * free accounts' imports at once took 22 s and +1.6 GB before issue 37.
 */
export const IMPORTS_AT_ONCE = 2;

/**
 * Import (issue 20): a file → conversations and chats of one customer. Read in a worker thread,
 * written in bounded batches (issue 37): a large export stalls neither the event loop nor the database.
 */
export class ImportService {
  private readonly repository: ImportRepository;
  private readonly limits: ImportLimits;
  private readonly turn: LimitFunction;

  constructor(repository: ImportRepository, limits: ImportLimits, atOnce = IMPORTS_AT_ONCE) {
    this.repository = repository;
    this.limits = limits;
    this.turn = pLimit(atOnce);
  }

  /** `onProgress`: after each batch written, the exchanges written so far of the total. */
  import(
    customerId: string,
    bytes: Buffer,
    onProgress: (progress: ImportWriting) => void = () => {},
    now = new Date(),
  ): Promise<ImportResponse> {
    return this.turn(() => this.run(customerId, bytes, onProgress, now));
  }

  private async run(customerId: string, bytes: Buffer, onProgress: (progress: ImportWriting) => void, now: Date) {
    const planned = await planInWorker(customerId, bytes, this.limits, now);
    const total = planned.chatIds.length;
    await this.repository.insertPlanned(planned, customerId, (written) => onProgress({ written, total }));
    const listed: Conversation[] = [...planned.conversations]
      .sort((a, b) => b.lastActivityAt.getTime() - a.lastActivityAt.getTime())
      .slice(0, LISTED)
      .map(presentConversation);
    return {
      imported: planned.conversations.length + (planned.general ? 1 : 0),
      messages: planned.messages,
      skipped: planned.skipped,
      conversations: listed,
    };
  }
}
