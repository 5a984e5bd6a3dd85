import pg from 'pg';

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates database `name` as a copy of `template`. Copies of one template made side by side by
 * several test workers can meet its brief lock (55006, "being accessed by other users"): try again.
 */
export async function createDatabaseFrom(serverUrl: string, name: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * `pool.end()` resolves before its sockets have closed; dropping `with (force)` at that moment
 * terminates backends whose clients still listen and they raise FATAL 57P01 into the test run.
 * So wait for the last connections to go, and force only as a last resort.
 */
export async function dropWhenIdle(serverUrl: string, name: string): Promise<void> {
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
