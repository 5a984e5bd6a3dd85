import type { ImportSkip, ImportWriting } from '@chat/protocol';
import { startBoundedWorker, type WorkerOutcome } from '../../lib/bounded-worker.ts';
import { AppError } from '../../lib/errors.ts';
import type { PlannedPart } from './plan-import.ts';
import type { ImportLimits } from './read-file.ts';
import { WRITTEN, type FromWorker, type ImportJob } from './worker-protocol.ts';

/**
 * What reading one file may take: a heap of its own (a 100 MB export parsed whole in ~500 MB
 * before issue 37; read as a stream, the parts in flight and one conversation at a time) and a
 * time, the writing of its parts not counted. A file past either is refused with a clear 413 and
 * the thread is gone with everything it held.
 */
export const IMPORT_READ_LIMITS = { heapMb: 1024, timeMs: 120_000 };

const tooMuchToRead = () =>
  new AppError(413, 'payload_too_large', 'This file holds more than one import can read. Import it in smaller parts.');

/**
 * One file read in a worker thread (import-worker.ts): the event loop stays free while a large
 * export is read, and its parts come one at a time, each the next asked for once the one before
 * is written (worker-protocol.ts). Once they are all taken, `skipped` says what was left out.
 */
export class ImportReading {
  skipped: ImportSkip[] = [];
  private readonly job: ImportJob;
  private readonly bounds: typeof IMPORT_READ_LIMITS;
  private read = 0;
  private total = 0;

  constructor(customerId: string, bytes: Buffer, limits: ImportLimits, now: Date, bounds = IMPORT_READ_LIMITS) {
    // A copy of its own, handed over rather than copied again: the upload's buffer may share memory.
    this.job = { customerId, bytes: new Uint8Array(bytes), limits, now: now.getTime() };
    this.bounds = bounds;
  }

  /** Bytes of the file's JSON read when the part last taken was cut, of its total; all of them once done. */
  get progress(): ImportWriting {
    return { written: Math.min(this.read, this.total), total: this.total };
  }

  /** The import's parts in order; throws the file's refusal, possibly after some were taken. */
  async *parts(): AsyncGenerator<PlannedPart> {
    const worker = startBoundedWorker<FromWorker>('import-worker', this.job, this.bounds, [this.job.bytes.buffer]);
    try {
      for (;;) {
        const message = answered(await worker.next());
        if (message.kind === 'done') {
          this.skipped = message.skipped;
          this.read = this.total = message.total;
          return;
        }
        this.read = message.read;
        this.total = message.total;
        // The worker waits on the writing once PARTS_IN_FLIGHT are out: that time is not its own.
        worker.pause();
        yield message.part;
        worker.resume();
        worker.post(WRITTEN);
      }
    } finally {
      worker.stop();
    }
  }
}

/** A part or the end; past its heap or its time, the file is too much; a crash of the thread is a failure of ours. */
function answered(outcome: WorkerOutcome<FromWorker>) {
  if (outcome.kind === 'timeout' || outcome.kind === 'out-of-memory') throw tooMuchToRead();
  if (outcome.kind === 'failed') throw outcome.error;
  const message = outcome.message;
  if (message.kind === 'refused') throw new AppError(message.statusCode, message.code, message.message);
  if (message.kind === 'failed') throw new Error(`import worker failed: ${message.failure}`);
  return message;
}
