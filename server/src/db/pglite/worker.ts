/**
 * The embedded database's own thread: PGlite runs its WASM PostgreSQL synchronously, so on the
 * main thread a burst of statements stalled socket I/O for seconds. Here it runs queries in the
 * order they arrive, a batch at a time, and answers each batch in one message.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { trimWhenIdle } from '../../lib/idle-trim.ts';
import { PreparedStatements } from './prepared.ts';
import { pgliteStartParams } from './start-params.ts';
import type { Answer, FromWorker, QueryRequest, SerializedError, ToWorker, WorkerStart } from './messages.ts';

const port = parentPort!;
const start = workerData as WorkerStart;
const keepText = (value: string) => value;

/**
 * Drizzle maps dates and intervals from their text form. Set once here: passed with every query
 * (as drizzle's PGlite driver does), PGlite copied its whole type-parser table each time.
 */
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((type) => [type, keepText]),
);

function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...(error as unknown as Record<string, unknown>), message: error.message, name: error.name };
}

const post = (message: FromWorker) => port.postMessage(message);
/** Every statement runs prepared (prepared.ts); set once the database is open. */
let prepared: PreparedStatements | undefined;

async function open(): Promise<PGlite> {
  trimWhenIdle();
  const loadDataDir = start.snapshotFile ? new Blob([readFileSync(start.snapshotFile)]) : undefined;
  // One options object: PGlite reads a second argument only when the first is a directory.
  const db = new PGlite({
    parsers,
    startParams: pgliteStartParams,
    ...(start.dataDir ? { dataDir: start.dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await db.waitReady;
  return db;
}

async function run(db: PGlite, query: QueryRequest): Promise<Answer> {
  try {
    const { rows, fields, affectedRows } = await prepared!.query(query.sql, query.params, query.rowMode);
    return { id: query.id, ok: true, result: { rows, fields, ...(affectedRows === undefined ? {} : { affectedRows }) } };
  } catch (error) {
    return { id: query.id, ok: false, error: serialize(error) };
  }
}

const succeeds = (pending: Promise<unknown>) =>
  pending.then(
    () => true,
    () => false,
  );

async function runEach(db: PGlite, queries: QueryRequest[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const query of queries) answers.push(await run(db, query));
  return answers;
}

/** A plain select writes nothing: its own transaction costs no commit worth sharing. */
const writes = (query: QueryRequest) => !/^\s*select\b/i.test(query.sql);

/**
 * Group commit: statements sent on their own (each its own transaction) run in one transaction,
 * so a burst of turns pays one commit instead of one each. Should one fail, the transaction is
 * rolled back and each runs again alone: a failure stays its own statement's. A batch with one
 * write or none runs as it is: begin and commit around a send's insert and history read cost
 * more (~0.6 ms on PGlite) than the one commit they would share.
 */
async function runTogether(db: PGlite, queries: QueryRequest[]): Promise<Answer[]> {
  if (queries.filter(writes).length < 2) return runEach(db, queries);
  await db.exec('begin');
  const answers: Answer[] = [];
  for (const query of queries) {
    const answer = await run(db, query);
    if (!answer.ok) break;
    answers.push(answer);
  }
  if (answers.length === queries.length && (await succeeds(db.exec('commit')))) return answers;
  await db.exec('rollback').catch(() => undefined);
  return runEach(db, queries);
}

/** Runs a batch in order: each stretch of independent statements together, a transaction's statements as sent. */
async function runBatch(db: PGlite, queries: QueryRequest[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let start = 0; start < queries.length;) {
    const grouped = queries[start]!.independent;
    let end = start;
    while (end < queries.length && queries[end]!.independent === grouped) end++;
    const stretch = queries.slice(start, end);
    answers.push(...(await (grouped ? runTogether(db, stretch) : runEach(db, stretch))));
    start = end;
  }
  return answers;
}

async function handle(db: PGlite, message: ToWorker): Promise<Answer[]> {
  if (message.kind === 'batch') return runBatch(db, message.queries);
  try {
    if (message.kind === 'dump') {
      const dump = await db.dumpDataDir('none');
      writeFileSync(message.file, Buffer.from(await dump.arrayBuffer()));
    } else await db.close();
    return [{ id: message.id, ok: true }];
  } catch (error) {
    return [{ id: message.id, ok: false, error: serialize(error) }];
  }
}

/** A message whose handling broke (not one statement: the batch itself) fails each of its queries, so none waits forever. */
function failEvery(message: ToWorker) {
  return (error: unknown): Answer[] => {
    const ids = message.kind === 'batch' ? message.queries.map((query) => query.id) : [message.id];
    return ids.map((id) => ({ id, ok: false, error: serialize(error) }));
  };
}

try {
  const db = await open();
  prepared = new PreparedStatements(db);
  // One message at a time, in order: a transaction's statements never interleave with others'.
  let queue = Promise.resolve();
  port.on('message', (message: ToWorker) => {
    queue = queue.then(async () => post({ kind: 'answers', answers: await handle(db, message).catch(failEvery(message)) }));
  });
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'failed', error: serialize(error) });
}
