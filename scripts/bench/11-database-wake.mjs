// Benchmark 11, a lone statement's cost (issue 36): the two statements of a send (store a row,
// then update it, each its own transaction), run back to back and then with a pause between the
// pairs as a lone sender's turns have (the model's answer: BENCH_WAKE_GAP_MS, 50). On the 2-core VM
// the project is measured on, PGlite took 0.8–1.1 ms a pair back to back and 2.1–2.6 ms with 50 ms
// between: a thread that sleeps between statements finds its caches cold. That is most of why a
// lone sender's figures (bench 10 at 1 sender) cost twice the CPU per message of 100 at once, and
// the floor under them on a given machine: run it there before reading those rows.
// PGlite runs in a process of its own with the Node flags `npm start` gives the server
// (--liftoff-only), in the process's thread as the server's database worker runs it; PostgreSQL
// through node-postgres, its own database (lib/databases.mjs).
//   BENCH_WAKE_PAIRS (300)  BENCH_WAKE_GAP_MS (50)  BENCH_DATABASES (pglite,postgres)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forEachDatabase } from './lib/databases.mjs';
import { percentile, rowRecorder, writeResults } from './lib/results.mjs';

const PAIRS = Number(process.env.BENCH_WAKE_PAIRS ?? 300);
const GAP_MS = Number(process.env.BENCH_WAKE_GAP_MS ?? 50);
const SCHEMA = `create table wake (id text primary key, customer text not null, body jsonb not null,
  done boolean not null default false, created_at timestamptz not null default now());
  create index on wake (customer, created_at)`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs PAIRS pairs on `query(sql, params)`, `gapMs` apart: each pair's ms and the CPU ms per pair. */
async function pairs(query, label, gapMs) {
  const times = [];
  const cpuBefore = process.cpuUsage();
  for (let index = 0; index < PAIRS; index++) {
    const id = `${label}-${index}`;
    const started = performance.now();
    await query('insert into wake (id, customer, body) values ($1, $2, $3)', [
      id,
      `c${index % 10}`,
      { content: 'x'.repeat(200) },
    ]);
    await query('update wake set done = true, body = $2 where id = $1', [id, { content: 'y'.repeat(400) }]);
    times.push(performance.now() - started);
    if (gapMs) await sleep(gapMs);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { p50: percentile(times, 50), p95: percentile(times, 95), cpuMs: (cpu.user + cpu.system) / 1000 / PAIRS };
}

/** Back to back (after a warm-up of the same size), then GAP_MS apart. */
async function measure(query) {
  await pairs(query, 'warm', 0);
  return { together: await pairs(query, 'together', 0), apart: await pairs(query, 'apart', GAP_MS) };
}

/** Child side: PGlite in this process, with the server's Node flags; prints its figures as JSON. */
async function measurePglite() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteStartParams } = await import('../../server/src/db/pglite/start-params.ts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-bench-wake-'));
  try {
    const db = new PGlite({ dataDir, startParams: pgliteStartParams });
    await db.waitReady;
    await db.exec(SCHEMA);
    console.log(JSON.stringify(await measure((sql, params) => db.query(sql, params))));
    await db.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(SCHEMA);
    // Named (prepared) statements, as drizzle's are on node-postgres: 'insert' and 'update'.
    return await measure((text, values) => client.query({ text, values, name: text.slice(0, 6) }));
  } finally {
    await client.end();
  }
}

if (process.env.BENCH_WAKE_CHILD) {
  await measurePglite();
} else {
  const rows = [];
  const record = rowRecorder(rows, 60);
  const report = (label, { together, apart }) => {
    record(`${label}, a pair back to back, p50`, together.p50, 'ms', { note: `p95 ${together.p95.toFixed(2)} ms` });
    record(`${label}, a pair ${GAP_MS} ms apart, p50`, apart.p50, 'ms', {
      note: `p95 ${apart.p95.toFixed(2)} ms, ${(apart.p50 / together.p50).toFixed(1)}× back to back`,
    });
    record(`${label}, CPU per pair ${GAP_MS} ms apart`, apart.cpuMs, 'ms', {
      note: `back to back ${together.cpuMs.toFixed(2)} ms`,
    });
  };
  await forEachDatabase(async ({ label, env }) => {
    if (env.DATABASE_URL) return report(label, await measurePostgres(env.DATABASE_URL));
    const { bundleNodeFlags } = await import('../lib/builds.mjs');
    const child = spawnSync(process.execPath, [...bundleNodeFlags, fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_WAKE_CHILD: '1' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (child.status !== 0) throw new Error(`the PGlite measurement exited with ${child.status ?? child.signal}`);
    report(label, JSON.parse(child.stdout.trim().split('\n').at(-1)));
  });
  writeResults('11-database-wake', 'A lone statement: back to back and after a pause', rows);
}
