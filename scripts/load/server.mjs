// Child process of `npm run load` (scripts/load.mjs): the real server, built with buildApp on
// PGlite in a temp directory or on DATABASE_URL, listening on loopback. Over IPC it seeds signed-in
// Plus customers (sessions made directly in the database, as the server tests do), reports its
// memory, and counts the stored chats so the driver can check nothing was lost or duplicated.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, countDistinct, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { chats, customers, subscriptions } from '../../server/src/db/schema.ts';
import { newId } from '../../server/src/lib/ids.ts';

// Every SQL statement sent to PostgreSQL, counted by text (PGlite is not counted): queries per message.
const statements = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  const text = typeof config === 'string' ? config : config?.text;
  if (text) statements.set(text, (statements.get(text) ?? 0) + 1);
  return query.call(this, config, ...rest);
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-load-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST: '',
  LOG_LEVEL: process.env.LOAD_LOG ?? 'error',
});
const app = await buildApp(config, { runJobs: false });
await app.listen({ port: 0, host: '127.0.0.1' });
let peakRss = process.memoryUsage().rss;
setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200).unref();

const DAY = 86_400_000;

/** Signed-in customers with a live Plus subscription, so a daily quota never limits the load. */
async function seed(n) {
  const made = [];
  for (let start = 0; start < n; start += 100) {
    const batch = Array.from({ length: Math.min(100, n - start) }, () => newId());
    const now = new Date();
    await app.database.db
      .insert(customers)
      .values(batch.map((id) => ({ id, name: 'Load Test', firstName: 'Load', email: `load-${id}@example.com` })));
    await app.database.db.insert(subscriptions).values(
      batch.map((customerId) => ({
        id: newId(),
        customerId,
        plan: 'plus',
        duration: 'month',
        startDate: new Date(now.getTime() - DAY),
        endDate: new Date(now.getTime() + 30 * DAY),
      })),
    );
    for (const id of batch) {
      const { token } = await app.sessions.create(id, 'load-test');
      made.push({ id, cookie: `${app.sessionCookie}=${token}` });
    }
  }
  return made;
}

/** Chats stored for the given customers: rows, distinct ids, answered (done) and their statuses. */
async function tally(customerIds) {
  const where = inArray(chats.customerId, customerIds);
  const [totals] = await app.database.db
    .select({
      rows: count(),
      ids: countDistinct(chats.id),
      done: sql`count(*) filter (where ${chats.status} = 'done')`.mapWith(Number),
    })
    .from(chats)
    .where(where);
  const perCustomer = await app.database.db
    .select({ customerId: chats.customerId, rows: count() })
    .from(chats)
    .where(where)
    .groupBy(chats.customerId);
  return { ...totals, perCustomer: Object.fromEntries(perCustomer.map((row) => [row.customerId, row.rows])) };
}

const handlers = {
  seed: ({ n }) => seed(n),
  memory: () => ({ rss: process.memoryUsage().rss, peakRss }),
  /** Memory after a full collection (the process runs with --expose-gc), CPU time so far in µs. */
  usage: () => {
    globalThis.gc?.();
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    return { rss: memory.rss, heapUsed: memory.heapUsed, peakRss, cpuMicros: cpu.user + cpu.system };
  },
  /** Statements run since the last call, most frequent first. */
  queries: () => {
    const counted = [...statements].sort((a, b) => b[1] - a[1]);
    statements.clear();
    return { total: counted.reduce((sum, [, n]) => sum + n, 0), top: counted.slice(0, 30) };
  },
  resetPeak: () => (peakRss = process.memoryUsage().rss),
  sockets: () => app.io.engine.clientsCount,
  tally: ({ customerIds }) => tally(customerIds),
  running: () => app.chatPipeline.running.size,
  close: async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    setImmediate(() => process.exit(0));
    return true;
  },
};

process.on('message', ({ id, type, args }) => {
  Promise.resolve()
    .then(() => handlers[type](args ?? {}))
    .then(
      (result) => process.send({ id, result }),
      (error) => process.send({ id, error: String(error?.stack ?? error) }),
    );
});
process.send({ ready: true, port: app.server.address().port, database: app.database.kind });
