// The PostgreSQL server and Redis the tests may use: given by TEST_DATABASE_URL / TEST_REDIS_URL,
// else the local ones CI starts (127.0.0.1, trust auth). Absent on a developer machine: the stages
// that need them are skipped; under CI their absence is an error.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** The PostgreSQL server URL (its maintenance database), or undefined when none answers. */
export async function postgresServer() {
  const url = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return url;
  } catch (error) {
    if (process.env.TEST_DATABASE_URL || process.env.CI) throw new Error(`PostgreSQL at ${url}: ${error.message}`);
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The Redis URL, or undefined when none answers PING. */
export async function redisServer() {
  const url = process.env.TEST_REDIS_URL ?? LOCAL_REDIS;
  const { hostname, port } = new URL(url);
  const answered = await new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 3000 });
    const answer = (yes) => {
      resolve(yes);
      socket.destroy();
    };
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => answer(data.toString().startsWith('+PONG')));
    socket.on('error', () => answer(false));
    socket.on('timeout', () => answer(false));
  });
  if (answered) return url;
  if (process.env.TEST_REDIS_URL || process.env.CI) throw new Error(`Redis at ${url} does not answer`);
  return undefined;
}

/** A database of its own on that server; `drop()` removes it. */
export async function ownDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
