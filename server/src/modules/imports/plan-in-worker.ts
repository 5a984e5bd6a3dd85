import type { ErrorCode } from '@chat/protocol';
import { runBoundedWorker } from '../../lib/bounded-worker.ts';
import { AppError } from '../../lib/errors.ts';
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
export async function planInWorker(
  customerId: string,
  bytes: Buffer,
  limits: ImportLimits,
  now: Date,
  bounds = IMPORT_READ_LIMITS,
): Promise<PlannedImport> {
  // A copy of its own, handed over rather than copied again: the upload's buffer may share memory.
  const own = new Uint8Array(bytes);
  const outcome = await runBoundedWorker<WorkerAnswer>(
    'import-worker',
    { customerId, bytes: own, limits, now: now.getTime() },
    bounds,
    [own.buffer],
  );
  // Past its heap or its time, the file is too much; a crash of the thread is a failure of ours.
  if (outcome.kind === 'timeout' || outcome.kind === 'out-of-memory') throw tooMuchToRead();
  if (outcome.kind === 'failed') throw outcome.error;
  const answer = outcome.message;
  if (answer.ok) return answer.planned;
  if ('refusal' in answer) throw new AppError(answer.refusal.statusCode, answer.refusal.code, answer.refusal.message);
  throw new Error(`import worker failed: ${answer.failure}`);
}
