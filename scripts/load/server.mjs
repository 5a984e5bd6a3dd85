// Child process of `npm run load` (scripts/load.mjs): the real server, built with buildApp on
// PGlite in a temp directory or on DATABASE_URL, listening on loopback. Over IPC it seeds signed-in
// customers, Plus or Free, each with a named conversation when asked (sessions made directly in the
// database, as the server tests do), reports its memory, CPU time, event-loop delay and SQL
// statements, and counts the stored chats so the driver can check nothing was lost or duplicated.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { count, countDistinct, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { chats, conversations, customers, subscriptions } from '../../server/src/db/schema.ts';
import { newId } from '../../server/src/lib/ids.ts';

// Every SQL statement sent through a pg client, counted by text for the 'top' list (PostgreSQL
// only); the total comes from the server's own app.database.statementCount() (both engines) when
// it has one, from this count otherwise.
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
// Event-loop delay: every interval between the firings of a 10 ms timer (so ≥ 10 ms), in ns.
const LOOP_RESOLUTION_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
loopDelay.enable();
// The longest garbage-collection pause, so a stall can be told from a GC pause.
let longestGcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
}).observe({ entryTypes: ['gc'] });
const statementCount = () => app.database.statementCount?.();
let statementsBefore = statementCount() ?? 0;

const DAY = 86_400_000;

/**
 * `n` signed-in customers. `plan` 'plus' (the default) gives each a live Plus subscription, so a
 * daily quota never limits the load; 'free' gives none: the send's plan check then reads the day's
 * usage, and the server's free allowance (PLANS_CATALOG, AI_CATALOG) must cover the sends.
 * `conversation` also makes each a named conversation (named by the customer, so no title is asked
 * of the model), whose id comes back with the customer. Answers `{ id, cookie, plan, conversation? }`
 * per customer: `plan` tells the caller that this server knows the options (an earlier one ignored them).
 */
async function seed({ n, plan = 'plus', conversation = false }) {
  if (plan !== 'plus' && plan !== 'free') throw new Error(`seed: unknown plan ${plan}`);
  const made = [];
  for (let start = 0; start < n; start += 100) {
    const batch = Array.from({ length: Math.min(100, n - start) }, () => newId());
    const now = new Date();
    await app.database.db
      .insert(customers)
      .values(batch.map((id) => ({ id, name: 'Load Test', firstName: 'Load', email: `load-${id}@example.com` })));
    if (plan === 'plus')
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
    const named = new Map(batch.map((customerId) => [customerId, newId()]));
    if (conversation)
      await app.database.db
        .insert(conversations)
        .values(batch.map((customerId) => ({ id: named.get(customerId), customerId, name: 'Load test', titledAt: now })));
    for (const id of batch) {
      const { token } = await app.sessions.create(id, 'load-test');
      made.push({ id, cookie: `${app.sessionCookie}=${token}`, plan, ...(conversation ? { conversation: named.get(id) } : {}) });
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

// BENCH_PROFILE_DIR (scripts/bench/lib/chat-send.mjs): a CPU profile of each measuring window only.
const inspector = new Session();
inspector.connect();

const handlers = {
  profileStart: async () => {
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
    return true;
  },
  profileStop: async ({ file }) => {
    const { profile } = await inspector.post('Profiler.stop');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    return file;
  },
  seed: (options) => seed(options),
  memory: () => ({ rss: process.memoryUsage().rss, peakRss }),
  /** Memory after a full collection (the process runs with --expose-gc), CPU time so far in µs. */
  usage: () => {
    globalThis.gc?.();
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    return { rss: memory.rss, heapUsed: memory.heapUsed, peakRss, cpuMicros: cpu.user + cpu.system };
  },
  /** CPU time so far (user + system) in µs, without the collection `usage` makes first. */
  cpu: () => {
    const cpu = process.cpuUsage();
    return { cpuMicros: cpu.user + cpu.system };
  },
  /** The loop's timer intervals since the last reset, in ms; `reset` starts a new window after. */
  loopDelay: ({ reset = false }) => {
    const ms = (ns) => (Number.isFinite(ns) ? ns / 1e6 : NaN);
    const result = {
      resolutionMs: LOOP_RESOLUTION_MS,
      maxMs: ms(loopDelay.max),
      p99Ms: ms(loopDelay.percentile(99)),
      meanMs: ms(loopDelay.mean),
      samples: loopDelay.count,
      longestGcMs,
    };
    if (reset) {
      loopDelay.reset();
      longestGcMs = 0;
    }
    return result;
  },
  /**
   * Statements run since the last call: `total` (null when uncounted: PGlite without
   * statementCount), `counter` ('database' or 'pg client') and the pg client's `top`, most frequent first.
   */
  queries: () => {
    const counted = [...statements].sort((a, b) => b[1] - a[1]);
    statements.clear();
    const now = statementCount();
    const pgTotal = counted.reduce((sum, [, n]) => sum + n, 0);
    if (now !== undefined) {
      const total = now - statementsBefore;
      statementsBefore = now;
      return { total, counter: 'database', pgTotal, top: counted.slice(0, 30) };
    }
    const total = app.database.kind === 'postgres' ? pgTotal : null;
    return { total, counter: 'pg client', pgTotal, top: counted.slice(0, 30) };
  },
  resetPeak: () => (peakRss = process.memoryUsage().rss),
  sockets: () => app.io.engine.clientsCount,
  pid: () => process.pid,
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
