// Benchmark 4, server footprint: the server as `npm start` runs it (the bundle, server/dist/main.js,
// built here when its sources changed, as start.mjs does). Each run spawns it, times spawn → /api/health
// 200 (cold start), spawn → its `ready` log line and spawn → a full 200 of `/` (the web app's page),
// makes a customer's first use (sign-in by code, chats, plans, socket), reads the peak resident memory
// of the first 10 s (VmHWM) and the resident memory once it rests (under 2 % CPU for 2 s). On PGlite
// in a fresh data directory (the first start) and again in the same one (existing), and on PostgreSQL.
//   BENCH_RUNS (3)  BENCH_DATABASES (pglite,postgres)
//   BENCH_FOOTPRINT_ENTRIES (start): a comma-separated list of entries to compare in one run:
//   `start` (what `npm start` runs) and/or `source` (server/src/main.ts, as `npm run dev` runs it).
// With `npm run bench -- --baseline <ref>`, `start` of a checkout from before the bundle is its
// server/src/main.ts, which its `npm start` imported.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstUse } from '../../server/src/test/first-use.ts';
import { forEachDatabase } from './lib/databases.mjs';
import { peakResidentBytes, residentBytes, waitForRest } from './lib/process-memory.mjs';
import { median, writeResults } from './lib/results.mjs';
import { sourceEntry, startEntry, untilHealthy } from './lib/start-command.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PEAK_WINDOW_MS = 10_000;
const PORT = 4400 + Math.floor(Math.random() * 100);
const ENTRIES = (process.env.BENCH_FOOTPRINT_ENTRIES ?? 'start').split(',').map((entry) => entry.trim());
/** Whether a line the server printed is its `ready` log (pino's JSON: `"msg":"ready"`). */
function isReadyLine(line) {
  try {
    return JSON.parse(line).msg === 'ready';
  } catch {
    return false;
  }
}

/** Ms from `started` to the child's `ready` log line on stdout (drained to its end); undefined if it never comes. */
function untilReadyLog(child, started) {
  return new Promise((resolve) => {
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      if (lines.some(isReadyLine)) resolve(performance.now() - started);
    });
    child.once('exit', () => resolve(undefined));
  });
}

/** Ms from `started` to a full 200 of `/` (the web app's index.html, read to its end). */
async function untilIndexServed(base, started) {
  for (;;) {
    const served = await fetch(`${base}/`).then(
      async (response) => response.ok && (await response.text()).includes('</html>'),
      () => false,
    );
    if (served) return performance.now() - started;
    if (performance.now() - started > 90_000) throw new Error('/ was not served within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * One start of `main` on `dataDir`: ms to healthy, to the ready log and to a full 200 of `/`, peak
 * bytes of the first 10 s, bytes at rest after first use.
 */
async function measure({ main, flags }, dataDir, env = {}) {
  const started = performance.now();
  const base = `http://127.0.0.1:${PORT}`;
  const child = spawn(process.execPath, [...flags, main], {
    // Outside any checkout, so that no .env file is read.
    cwd: tmpdir(),
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const readyLog = untilReadyLog(child, started);
  try {
    await untilHealthy(base, child, started);
    const startMs = performance.now() - started;
    const indexMs = await untilIndexServed(base, started);
    // The line is printed once listening: by the time / is served it has come, or never will.
    const readyMs = await Promise.race([readyLog, new Promise((resolve) => setTimeout(resolve, 1000))]);
    await firstUse(base, dataDir);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PEAK_WINDOW_MS - (performance.now() - started))));
    const peak = peakResidentBytes(child.pid);
    const rested = await waitForRest(child.pid);
    return { startMs, readyMs, indexMs, peak, rest: residentBytes(child.pid), rested };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const rows = [];
const mb = (bytes) => Math.round(bytes / 1_048_576);
function report(metric, unit, values, target, note = '') {
  if (values.some((value) => value === undefined)) {
    console.log(`${metric}: not measured (no \`ready\` log line)`);
    return;
  }
  const show = (value) => (unit === 'MB' ? mb(value) : Math.round(value));
  const spread = `min ${show(Math.min(...values))}, max ${show(Math.max(...values))}, ${values.length} runs`;
  console.log(`${metric}: median ${show(median(values))} ${unit} (${spread}; target ${target})${note ? `; ${note}` : ''}`);
  rows.push({ metric, value: show(median(values)), unit, target, note: [spread, note].filter(Boolean).join('; ') });
}
const unrested = (runs) => (runs.some((run) => !run.rested) ? 'not at rest after 30 s in some runs' : '');
/** The resident memory of `runs` at rest after first use, and their peak of the first 10 s. */
function reportMemory(name, runs, restTarget) {
  report(
    `RSS at rest after first use, ${name}`,
    'MB',
    runs.map((r) => r.rest),
    restTarget,
    unrested(runs),
  );
  report(
    `peak RSS, first 10 s, ${name}`,
    'MB',
    runs.map((r) => r.peak),
    '≤ 350 MB',
  );
}

for (const entry of ENTRIES) {
  const main = entry === 'source' ? sourceEntry : await startEntry();
  // Unlabelled for what `npm start` runs, so a baseline's rows pair with this checkout's.
  const label = entry === 'start' ? '' : ` (${entry})`;
  const fresh = [];
  const existing = [];
  for (let run = 0; run < RUNS; run++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'chat-bench-'));
    fresh.push(await measure(main, dir));
    existing.push(await measure(main, dir));
    rmSync(dir, { recursive: true, force: true });
  }
  report(
    `cold start, fresh data dir${label}`,
    'ms',
    fresh.map((r) => r.startMs),
    '≤ 3000 ms',
  );
  report(
    `cold start, existing data dir${label}`,
    'ms',
    existing.map((r) => r.startMs),
    '≤ 1500 ms',
  );
  report(
    `start to its ready log, existing data dir${label}`,
    'ms',
    existing.map((r) => r.readyMs),
    '≤ 1000 ms',
  );
  report(
    `start to a full 200 of /, existing data dir${label}`,
    'ms',
    existing.map((r) => r.indexMs),
    '≤ 1500 ms',
  );
  reportMemory(`PGlite fresh${label}`, fresh, '≤ 180 MB');
  reportMemory(`PGlite existing${label}`, existing, '≤ 180 MB');

  await forEachDatabase(async ({ label: database, env }) => {
    if (database !== 'PostgreSQL') return;
    const runs = [];
    const dir = mkdtempSync(path.join(tmpdir(), 'chat-bench-'));
    for (let run = 0; run < RUNS; run++) runs.push(await measure(main, dir, env));
    rmSync(dir, { recursive: true, force: true });
    reportMemory(`PostgreSQL${label}`, runs, '≤ 110 MB');
  });
}
writeResults('40-footprint', 'Server footprint', rows);
