// The databases a bench runs on: PGlite in a temp directory (the server's default), and a
// PostgreSQL database of its own on BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// created for the run and dropped after it; skipped with a printed note when unreachable.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement) {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `task({ label, env })` on each database: `env` is what the server process needs
 * (DATABASE_URL for PostgreSQL). BENCH_DATABASES=pglite (or postgres) limits the list.
 */
export async function forEachDatabase(task) {
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  if (wanted.includes('pglite')) await task({ label: 'PGlite', env: {} });
  if (!wanted.includes('postgres')) return;
  const name = `bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin(`create database ${name}`);
  } catch (error) {
    console.log(`PostgreSQL skipped: ${SERVER_URL} is unreachable (${error.message})`);
    return;
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  try {
    await task({ label: 'PostgreSQL', env: { DATABASE_URL: url.toString() } });
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}
