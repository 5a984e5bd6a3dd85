import type { Conversation, ImportResponse, ImportWriting } from '@chat/protocol';
import { presentConversation } from '../conversations/presenter.ts';
import { planInWorker } from './plan-in-worker.ts';
import type { ImportLimits } from './read-file.ts';
import type { ImportRepository } from './repository.ts';

/** How many of the created conversations the answer lists. */
const LISTED = 100;

/**
 * Import (issue 20): a file → conversations and chats of one customer. Read in a worker thread,
 * written in bounded batches (issue 37): a large export stalls neither the event loop nor the database.
 */
export class ImportService {
  private readonly repository: ImportRepository;
  private readonly limits: ImportLimits;

  constructor(repository: ImportRepository, limits: ImportLimits) {
    this.repository = repository;
    this.limits = limits;
  }

  /** `onProgress`: after each batch written, the exchanges written so far of the total. */
  async import(
    customerId: string,
    bytes: Buffer,
    onProgress: (progress: ImportWriting) => void = () => {},
    now = new Date(),
  ): Promise<ImportResponse> {
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
