import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openPostgres, usePgliteWorker, type Database } from '../db/client.ts';
import { ownDatabase } from './postgres-admin.ts';

export interface TestDatabase extends Database {
  /** Empties every table, keeping the migrated schema. */
  reset(): Promise<void>;
  /** On PostgreSQL, the URL of this database, so a second instance can open a pool of its own. */
  url?: string;
}

/**
 * An isolated, migrated database for one test file: in-memory PGlite by default, or a
 * database of its own on the PostgreSQL server of TEST_DATABASE_URL (CI runs both). Both start
 * from the database the suite's global setup migrated once (global-setup.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await openOwnPostgresDatabase(serverUrl) : await openPgliteFromSnapshot();
  return { ...database, reset: () => truncateAll(database) };
}

/** In a worker thread, as the server runs it. */
function openPgliteFromSnapshot(): Promise<Database> {
  return usePgliteWorker({ snapshotFile: inject('pgliteSnapshot') });
}

async function openOwnPostgresDatabase(serverUrl: string): Promise<Database & { url: string }> {
  const own = await ownDatabase(serverUrl, 'test', inject('postgresTemplate'));
  const database = await openPostgres(own.url);
  return {
    ...database,
    url: own.url,
    close: async () => {
      await database.close();
      await own.drop();
    },
  };
}

async function truncateAll(database: Database): Promise<void> {
  // Both drivers answer raw queries with `{rows}`.
  const result: unknown = await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const { rows } = result as { rows: { tablename: string }[] };
  const tables = rows.map((row) => `"${row.tablename}"`);
  if (tables.length) await database.db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
}
