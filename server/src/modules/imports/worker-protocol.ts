import type { ErrorCode, ImportSkip } from '@chat/protocol';
import type { PlannedPart } from './plan-import.ts';
import type { ImportLimits } from './read-file.ts';

/**
 * What the import's worker thread and the main thread say to each other (issue 37): the job in
 * `workerData`; then the worker posts each part as it is planned and the main thread answers
 * WRITTEN once it has written one. The worker plans ahead of the writing by PARTS_IN_FLIGHT parts
 * at most, so neither thread holds the whole import.
 */
export interface ImportJob {
  customerId: string;
  /** The uploaded file, handed over (transferred), not copied. */
  bytes: Uint8Array<ArrayBuffer>;
  limits: ImportLimits;
  now: number;
}

/**
 * Parts posted and not yet written: one being written while the next is planned. The chats go as
 * a string (structured clone: ~0.55 ms of the main thread for 490,000 characters, measured), not
 * as transferred bytes (as fast for ASCII, twice as slow accented: the decoding is the main thread's).
 */
export const PARTS_IN_FLIGHT = 2;

export const WRITTEN = 'written';

/** Bytes of the file's JSON read when the part was cut, of its total: the import's progress. */
export interface PartMessage {
  kind: 'part';
  part: PlannedPart;
  read: number;
  total: number;
}

export type FromWorker =
  | PartMessage
  | { kind: 'done'; skipped: ImportSkip[]; total: number }
  | { kind: 'refused'; statusCode: number; code: ErrorCode; message: string }
  | { kind: 'failed'; failure: string };
