// Databases of their own on a PostgreSQL server, for the server tests (one per test file, copied
// from a migrated template), the end-to-end smoke and the benchmarks (scripts/). Created through
// the server's maintenance URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';

export interface OwnDatabase {
  name: string;
  url: string;
  /** Drops it once its last connections have gone. */
  drop(): Promise<void>;
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, task: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    return await task(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Creates `<prefix>_<random>`, empty or as a copy of `template`. Copies of one template made side by
 * side by several test workers can meet its brief lock (55006, "being accessed by other users"):
 * those try again.
 */
export async function ownDatabase(serverUrl: string, prefix: string, template?: string): Promise<OwnDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
        await delay(100);
      }
    }
  });
  return { name, url: databaseUrl(serverUrl, name), drop: () => dropWhenIdle(serverUrl, name) };
}

/**
 * `pool.end()` resolves before its sockets have closed; dropping `with (force)` at that moment
 * terminates backends whose clients still listen and they raise FATAL 57P01 into the test run.
 * So wait for the last connections to go, and force only as a last resort.
 */
async function dropWhenIdle(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, async (admin) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await admin.query<{ open: number }>(
        'select count(*)::int as open from pg_stat_activity where datname = $1',
        [name],
      );
      if (!rows[0]?.open) break;
      await delay(100);
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  });
}
