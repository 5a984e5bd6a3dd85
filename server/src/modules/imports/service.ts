import type { ImportResponse, ImportWriting } from '@chat/protocol';
import pLimit, { type LimitFunction } from 'p-limit';
import { ImportAnswer } from './answer.ts';
import { IMPORT_READ_LIMITS, ImportReading } from './plan-in-worker.ts';
import type { ImportLimits } from './read-file.ts';
import type { ImportRepository } from './repository.ts';

/**
 * Imports an instance runs at once; more wait their turn, their request open. Each holds a worker's
 * heap while it reads (up to 1 GB, plan-in-worker.ts; a part or two and the conversation being read
 * since issue 37 streams the file): two free accounts' imports at once took 22 s and +1.6 GB before
 * the import read in a worker.
 */
export const IMPORTS_AT_ONCE = 2;

/**
 * Import (issue 20): a file → conversations and chats of one customer. Read in a worker thread as a
 * stream, each part written as it comes in a bounded statement (issue 37): a large export stalls
 * neither the event loop nor the database, nor holds the memory of its whole.
 */
export class ImportService {
  private readonly repository: ImportRepository;
  private readonly limits: ImportLimits;
  private readonly turn: LimitFunction;
  private readonly bounds: typeof IMPORT_READ_LIMITS;

  constructor(repository: ImportRepository, limits: ImportLimits, atOnce = IMPORTS_AT_ONCE, bounds = IMPORT_READ_LIMITS) {
    this.repository = repository;
    this.limits = limits;
    this.turn = pLimit(atOnce);
    this.bounds = bounds;
  }

  /**
   * `onProgress`: after each part written, the bytes of the file's JSON read (and written) so far
   * of its total: growing, and all of them once everything is written.
   */
  import(
    customerId: string,
    bytes: Buffer,
    onProgress: (progress: ImportWriting) => void = () => {},
    now = new Date(),
  ): Promise<ImportResponse> {
    return this.turn(() => this.run(customerId, bytes, onProgress, now));
  }

  private async run(customerId: string, bytes: Buffer, onProgress: (progress: ImportWriting) => void, now: Date) {
    const reading = new ImportReading(customerId, bytes, this.limits, now, this.bounds);
    const answer = new ImportAnswer();
    let told = -1;
    const tell = () => {
      const progress = reading.progress;
      if (progress.written <= told) return;
      told = progress.written;
      onProgress(progress);
    };
    await this.repository.insertPlanned(reading.parts(), customerId, (written) => {
      answer.add(written);
      tell();
    });
    tell();
    return answer.of(reading.skipped);
  }
}
