import { Worker } from 'node:worker_threads';
import type { ErrorCode } from '@chat/protocol';
import { AppError } from '../../lib/errors.ts';
import { workerFile } from '../../runtime-paths.ts';
import type { PlannedImport } from './plan-import.ts';
import type { ImportLimits } from './read-file.ts';

/**
 * What reading one file may take: a heap of its own (a 100 MB export parses in ~500 MB; a mapping
 * of 2.15 M nodes took +820 MB in the server before) and a time. A file past either is refused
 * with a clear 413 and the thread is gone with everything it held.
 */
export const IMPORT_READ_LIMITS = { heapMb: 1024, timeMs: 120_000 };

type WorkerAnswer =
  | { ok: true; planned: PlannedImport }
  | { ok: false; refusal: { statusCode: number; code: ErrorCode; message: string } }
  | { ok: false; failure: string };

const tooMuchToRead = () =>
  new AppError(413, 'payload_too_large', 'This file holds more than one import can read. Import it in smaller parts.');

/** planImport in a worker thread: the event loop stays free while a large export is read. */
export function planInWorker(
  customerId: string,
  bytes: Buffer,
  limits: ImportLimits,
  now: Date,
  { heapMb, timeMs } = IMPORT_READ_LIMITS,
): Promise<PlannedImport> {
  // A copy of its own, handed over rather than copied again: the upload's buffer may share memory.
  const own = new Uint8Array(bytes);
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile('import-worker'), {
      workerData: { customerId, bytes: own, limits, now: now.getTime() },
      transferList: [own.buffer],
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(tooMuchToRead())), timeMs);
    worker.on('message', (answer: WorkerAnswer) => {
      if (answer.ok) return finish(() => resolve(answer.planned));
      if ('refusal' in answer) {
        const { statusCode, code, message } = answer.refusal;
        return finish(() => reject(new AppError(statusCode, code, message)));
      }
      finish(() => reject(new Error(`import worker failed: ${answer.failure}`)));
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) is the file's size; anything else is a failure of ours.
    worker.on('error', (error: Error & { code?: string }) =>
      finish(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuchToRead() : error)),
    );
    worker.on('exit', (code) => finish(() => reject(new Error(`import worker exited with ${code}`))));
  });
}
