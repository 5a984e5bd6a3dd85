// The databases a bench runs on: PGlite in a temp directory (the server's default), and a
// PostgreSQL database of its own on BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// created for the run and dropped after it; skipped with a printed note when unreachable.
import { ownDatabase } from '../../../server/src/test/postgres-admin.ts';

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `task({ label, env })` on each database: `env` is what the server process needs
 * (DATABASE_URL for PostgreSQL). BENCH_DATABASES=pglite (or postgres) limits the list.
 */
export async function forEachDatabase(task) {
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  if (wanted.includes('pglite')) await task({ label: 'PGlite', env: {} });
  if (!wanted.includes('postgres')) return;
  let database;
  try {
    database = await ownDatabase(SERVER_URL, 'bench');
  } catch (error) {
    console.log(`PostgreSQL skipped: ${SERVER_URL} is unreachable (${error.message})`);
    return;
  }
  try {
    await task({ label: 'PostgreSQL', env: { DATABASE_URL: database.url } });
  } finally {
    await database.drop();
  }
}
