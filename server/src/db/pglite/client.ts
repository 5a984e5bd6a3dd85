import { Worker } from 'node:worker_threads';
import { workerFile } from '../../runtime-paths.ts';
import type { Answer, FromWorker, QueryRequest, QueryResult, SerializedError, ToWorker, WorkerStart } from './messages.ts';

interface Waiter {
  resolve: (result: QueryResult) => void;
  reject: (error: Error) => void;
}

/** What drizzle's PGlite driver calls on its client, inside a transaction too. */
export interface QueryClient {
  query(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<QueryResult>;
}

/** How many answers are handed over per turn of the event loop (see settleSome). */
const SETTLE_PER_TURN = 16;

const toError = (error: SerializedError) => Object.assign(new Error(error.message), error);

/**
 * The main thread's side of the embedded database: the same calls as a PGlite instance
 * (`query`, `transaction`) for drizzle, answered by the worker thread that owns PGlite. Queries
 * made in one turn of the event loop (a burst of sends) travel as one batch.
 */
export class PgliteWorkerClient implements QueryClient {
  private readonly worker: Worker;
  private readonly waiters = new Map<number, Waiter>();
  private nextId = 0;
  private batch: QueryRequest[] = [];
  private flushScheduled = false;
  /** Set while a transaction holds the database: other queries wait, as PGlite itself makes them. */
  private held: Promise<void> | null = null;
  private closed = false;
  /** Why the worker is gone, when it died: every later query fails with it (the health check says so). */
  private failure: Error | undefined;
  /** Answers received and not yet handed to their callers. */
  private answers: Answer[] = [];
  /** Messages posted to the worker: the embedded database's round trips (a batch is one). */
  private posts = 0;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (message: FromWorker) => {
      if (message.kind !== 'answers') return;
      this.answers.push(...message.answers);
      if (this.answers.length === message.answers.length) this.settleSome();
    });
    worker.on('error', (error: Error) => this.fail(error));
    worker.on('exit', () => this.fail(new Error('The database worker stopped.')));
  }

  static async start(start: WorkerStart): Promise<PgliteWorkerClient> {
    const worker = new Worker(workerFile('pglite-worker'), {
      workerData: start,
      // A worker inherits the process's flags, but `--input-type` (a script run with --eval) makes it
      // refuse its file; given explicitly, V8 flags such as --expose-gc are refused: none then.
      ...(process.execArgv.some((flag) => flag.startsWith('--input-type')) ? { execArgv: [] } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: FromWorker) => {
        worker.off('message', onMessage).off('error', reject);
        if (message.kind === 'failed') reject(toError(message.error));
        else resolve();
      };
      worker.on('message', onMessage).once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The database worker stopped while starting (exit ${code}).`)));
    });
    worker.unref();
    return new PgliteWorkerClient(worker);
  }

  async query(sql: string, params: unknown[] = [], options: { rowMode?: 'array' | 'object' } = {}): Promise<QueryResult> {
    while (this.held) await this.held;
    return this.send(sql, params, options.rowMode ?? 'object', true);
  }

  /** Runs `task` alone on the database between begin and commit (rollback when it throws). */
  async transaction<T>(task: (tx: QueryClient) => Promise<T>): Promise<T> {
    while (this.held) await this.held;
    let release!: () => void;
    this.held = new Promise((resolve) => (release = resolve));
    const tx: QueryClient = {
      query: (sql, params = [], options = {}) => this.send(sql, params, options.rowMode ?? 'object', false),
    };
    try {
      await tx.query('begin');
      try {
        const result = await task(tx);
        await tx.query('commit');
        return result;
      } catch (error) {
        await tx.query('rollback').catch(() => undefined);
        throw error;
      }
    } finally {
      this.held = null;
      release();
    }
  }

  /** Messages posted to the worker so far: each is one round trip, however many queries it carries. */
  roundTrips(): number {
    return this.posts;
  }

  /** Writes the database as an uncompressed tarball PGlite can start from (`snapshotFile`). */
  async dump(file: string): Promise<void> {
    await this.command((id) => ({ kind: 'dump', id, file }));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.command((id) => ({ kind: 'close', id })).finally(() => this.worker.terminate());
  }

  private send(sql: string, params: unknown[], rowMode: 'array' | 'object', independent: boolean): Promise<QueryResult> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('The database is closed.'));
    const id = this.nextId++;
    this.batch.push({ id, sql, params, rowMode, independent });
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      // Everything asked for in this turn of the event loop goes in one message.
      setImmediate(() => this.flush());
    }
    return this.wait(id);
  }

  /** The worker keeps the process alive only while an answer is awaited (a forgotten close never hangs it). */
  private wait(id: number): Promise<QueryResult> {
    if (this.waiters.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => this.waiters.set(id, { resolve, reject }));
  }

  private flush(): void {
    this.flushScheduled = false;
    const queries = this.batch;
    this.batch = [];
    if (queries.length) this.post({ kind: 'batch', queries });
  }

  private command(message: (id: number) => ToWorker): Promise<QueryResult> {
    const id = this.nextId++;
    const answered = this.wait(id);
    this.flush();
    this.post(message(id));
    return answered;
  }

  private post(message: ToWorker): void {
    this.posts += 1;
    this.worker.postMessage(message);
  }

  /**
   * Hands answers to their callers a few at a time: each caller goes on with its turn (a model
   * call, a socket emit) before yielding, so settling a batch of 500 at once stalled the event
   * loop for half a second while sockets waited.
   */
  private settleSome(): void {
    const now = this.answers.splice(0, SETTLE_PER_TURN);
    for (const answer of now) this.settle(answer);
    if (this.answers.length) setImmediate(() => this.settleSome());
  }

  private settle(answer: Answer): void {
    const waiter = this.waiters.get(answer.id);
    this.waiters.delete(answer.id);
    if (this.waiters.size === 0) this.worker.unref();
    if (!waiter) return;
    if (answer.ok) waiter.resolve(answer.result ?? { rows: [], fields: [] });
    else waiter.reject(toError(answer.error));
  }

  private fail(error: Error): void {
    if (!this.closed) this.failure ??= error;
    for (const waiter of this.waiters.values()) waiter.reject(error);
    this.waiters.clear();
  }
}
