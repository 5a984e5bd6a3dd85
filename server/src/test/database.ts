import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.ts';

export interface TestDatabase extends Database {
  /** Empties every table, keeping the migrated schema. */
  reset(): Promise<void>;
  /** On PostgreSQL, the URL of this database, so a second instance can open a pool of its own. */
  url?: string;
}

/**
 * An isolated, migrated database for one test file: in-memory PGlite by default, or a
 * database of its own on the PostgreSQL server of TEST_DATABASE_URL (CI runs both).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await openOwnPostgresDatabase(serverUrl) : await openPglite(undefined);
  return { ...database, reset: () => truncateAll(database) };
}

async function openOwnPostgresDatabase(serverUrl: string): Promise<Database & { url: string }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await dropWhenIdle(serverUrl, name);
    },
  };
}

/**
 * `pool.end()` resolves before its sockets have closed; dropping `with (force)` at that moment
 * terminates backends whose clients still listen and they raise FATAL 57P01 into the test run.
 * So wait for the last connections to go, and force only as a last resort.
 */
async function dropWhenIdle(serverUrl: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: serverUrl });
  await dropper.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await dropper.query<{ open: number }>(
        'select count(*)::int as open from pg_stat_activity where datname = $1',
        [name],
      );
      if (!rows[0]?.open) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await dropper.query(`drop database if exists ${name} with (force)`);
  } finally {
    await dropper.end();
  }
}

async function truncateAll(database: Database): Promise<void> {
  // Both drivers answer raw queries with `{rows}`.
  const result: unknown = await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const { rows } = result as { rows: { tablename: string }[] };
  const tables = rows.map((row) => `"${row.tablename}"`);
  if (tables.length) await database.db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
}
