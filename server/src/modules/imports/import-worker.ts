// Runs in a worker thread (plan-in-worker.ts): unzipping, parsing and reading an export is seconds
// of synchronous work for a large file (a 0.5 MB ZIP inflating to 98 MB stalled the event loop for
// everyone, issue 37). Here a hostile file may only exhaust this thread's heap or time.
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../lib/errors.ts';
import { planImport } from './plan-import.ts';
import type { ImportLimits } from './read-file.ts';

interface Job {
  customerId: string;
  bytes: Uint8Array;
  limits: ImportLimits;
  now: number;
}

const { customerId, bytes, limits, now } = workerData as Job;

try {
  const planned = planImport(customerId, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits, new Date(now));
  parentPort!.postMessage({ ok: true, planned });
} catch (error) {
  // A refusal (4xx) goes back as it was thrown; anything else is the server's failure.
  if (error instanceof AppError) {
    parentPort!.postMessage({ ok: false, refusal: { statusCode: error.statusCode, code: error.code, message: error.message } });
  } else {
    parentPort!.postMessage({ ok: false, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}
