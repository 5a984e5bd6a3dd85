import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteWorkerClient } from './pglite/client.ts';
import { copyTemplateIfNew } from './pglite/template.ts';
import type { WorkerStart } from './pglite/messages.ts';
import * as schema from './schema.ts';
import { migrationsFolder } from '../runtime-paths.ts';

export type Schema = typeof schema;
/** The Drizzle handle every repository takes, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs `task` only if no other instance holds the lock `key` (a PostgreSQL advisory lock);
   * answers false without running it otherwise. PGlite serves one instance, so it just runs.
   */
  withLock(key: number, task: () => Promise<void>): Promise<boolean>;
  /** SQL statements sent since the database was opened (metrics, and the benchmark's statements per message). */
  statementCount(): number;
  /**
   * Round trips to the database since it was opened: messages posted to PGlite's worker (one per
   * batch of an event-loop turn), queries sent on the pool's clients on PostgreSQL (a transaction's
   * begin and commit included). With statementCount, what a chat turn costs (turn-cost.test.ts).
   */
  roundTripCount(): number;
  close(): Promise<void>;
}

/** Counts the statements drizzle sends, on either engine. */
function statementCounter(): Logger & { count: number } {
  return {
    count: 0,
    logQuery() {
      this.count += 1;
    },
  };
}

/**
 * Counts every query sent on a client of the pool, however drizzle sends it (pool.query acquires a
 * client and queries it; a transaction holds one): each is a round trip to the server. An integer
 * increment per query, so it stays on in production.
 */
function countRoundTrips(pool: pg.Pool): () => number {
  let count = 0;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      count += 1;
      return query(...args);
    }) as typeof client.query;
  });
  return () => count;
}

/** Any lock id will do as long as every instance uses the same one. */
const MIGRATION_LOCK_ID = 7_243_001;

/** PGlite (in `dir`, or in memory when `dir` is undefined), migrated. */
export async function openPglite(dir: string | undefined): Promise<Database> {
  if (!dir) return usePgliteWorker({});
  mkdirSync(path.dirname(dir), { recursive: true });
  // A new data directory starts from the migrated template when there is one (pglite/template.ts).
  copyTemplateIfNew(dir);
  return usePgliteWorker({ dataDir: dir });
}

/**
 * PGlite in a worker thread of its own (pglite/worker.ts), migrated (a no-op when it already is):
 * its statements run off the event loop that serves sockets and requests.
 */
export async function usePgliteWorker(start: WorkerStart): Promise<Database & { dump(file: string): Promise<void> }> {
  const client = await PgliteWorkerClient.start(start);
  const counter = statementCounter();
  // The worker client answers drizzle's calls as a PGlite instance does (query, transaction).
  const db = drizzlePglite(client as unknown as PGlite, { schema, logger: counter });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    withLock: async (_key, task) => {
      await task();
      return true;
    },
    statementCount: () => counter.count,
    roundTripCount: () => client.roundTrips(),
    dump: (file) => client.dump(file),
    close: () => client.close(),
  };
}

/** A PostgreSQL pool, migrated under an advisory lock so several instances may start at once. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's connection can drop (server restart, failover); the pool replaces it on
  // the next query. Without a listener Node would treat the 'error' event as fatal.
  pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
  // Before the first client connects, so every client of the pool is counted.
  const roundTripCount = countRoundTrips(pool);
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const counter = statementCounter();
  const db = drizzlePg(pool, { schema, logger: counter });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    withLock: async (key, task) => {
      const client = await pool.connect();
      try {
        const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
        if (!result.rows[0]?.locked) return false;
        try {
          await task();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
        return true;
      } finally {
        client.release();
      }
    },
    statementCount: () => counter.count,
    roundTripCount,
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'db'));
}
