// What the test stages need besides Node: the PostgreSQL server and Redis (TEST_DATABASE_URL /
// TEST_REDIS_URL, else the local ones CI starts: 127.0.0.1, trust auth) and the browser. Absent on a
// developer machine, the stages that need PostgreSQL or Redis are skipped; under CI that is an error.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ownDatabase } from '../../server/src/test/postgres-admin.ts';
import { ensureChromium } from '../ensure-chromium.mjs';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const required = (variable) => Boolean(process.env[variable] || process.env.CI);

/** The PostgreSQL server URL (its maintenance database), or undefined when none answers. */
export async function postgresServer() {
  const url = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return url;
  } catch (error) {
    if (required('TEST_DATABASE_URL')) throw new Error(`PostgreSQL at ${url}: ${error.message}`);
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
  if (required('TEST_REDIS_URL')) throw new Error(`Redis at ${url} does not answer`);
  return undefined;
}

/**
 * The end-to-end run's environment: the browser, a directory for the servers' data (E2E_DATA_ROOT)
 * and with PostgreSQL and Redis a database of its own for the scale-out smoke. `cleanup()` removes
 * the directory (about 100 MB a run) and drops the database.
 */
export async function endToEndEnvironment(postgres, redis) {
  const dataRoot = mkdtempSync(path.join(tmpdir(), 'chat-e2e-'));
  const removeData = () => rmSync(dataRoot, { recursive: true, force: true });
  const env = { CHROMIUM_PATH: ensureChromium(), E2E_DATA_ROOT: dataRoot };
  if (!postgres || !redis) {
    console.log('\n(no PostgreSQL or Redis: the end-to-end scale-out smoke is skipped)');
    return { env, cleanup: async () => removeData() };
  }
  const database = await ownDatabase(postgres, 'e2e');
  return {
    env: { ...env, E2E_DATABASE_URL: database.url, E2E_REDIS_URL: redis },
    cleanup: async () => {
      removeData();
      await database.drop();
    },
  };
}
