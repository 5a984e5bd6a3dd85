/**
 * The messages between the main thread's PGlite client (client.ts) and the worker that owns the
 * database (worker.ts). Types only, so the worker loads nothing from the server's code.
 */

/** Where the worker opens the database: a directory, a migrated snapshot (a tar file), or memory. */
export interface WorkerStart {
  dataDir?: string | undefined;
  snapshotFile?: string | undefined;
}

export interface QueryRequest {
  id: number;
  sql: string;
  params: unknown[];
  rowMode: 'array' | 'object';
  /** Sent on its own, not inside a transaction of the client: it may share a commit with others (group commit). */
  independent: boolean;
}

export type ToWorker =
  { kind: 'batch'; queries: QueryRequest[] } | { kind: 'dump'; id: number; file: string } | { kind: 'close'; id: number };

/** PostgreSQL's error fields (code, detail, constraint…) survive the trip, so callers can tell errors apart. */
export type SerializedError = { message: string } & Record<string, unknown>;

export type QueryResult = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };

export type Answer = { id: number; ok: true; result?: QueryResult } | { id: number; ok: false; error: SerializedError };

export type FromWorker = { kind: 'ready' } | { kind: 'failed'; error: SerializedError } | { kind: 'answers'; answers: Answer[] };
