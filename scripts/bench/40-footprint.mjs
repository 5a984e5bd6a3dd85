// Benchmark 4, server footprint: `node server/src/main.ts` as operators start it (production mode
// without the web app), timed from spawn until /api/health answers 200, on a fresh data directory
// (migrations run, PGlite initialises its cluster) and on an existing one; and its idle resident
// memory a few seconds after start, on PGlite and on PostgreSQL.
//   BENCH_RUNS (3: cold starts of each kind)  BENCH_IDLE_WAIT_MS (3000)  BENCH_DATABASES
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forEachDatabase } from './lib/databases.mjs';
import { median, writeResults } from './lib/results.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_WAIT_MS = Number(process.env.BENCH_IDLE_WAIT_MS ?? 3000);
const PORT = 4400 + Math.floor(Math.random() * 100);
const MAIN = path.resolve(import.meta.dirname, '../../server/src/main.ts');

/** Starts the server, waits for health, runs `whileUp(pid)`, stops it; answers ms to healthy and its result. */
async function startServer(dataDir, env = {}, whileUp = async () => undefined) {
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: '',
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      const healthy = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error('server did not start within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    return { ms, result: await whileUp(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const residentBytes = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
const fmt = (ms) => `${Math.round(ms)} ms`;
const rows = [];

const fresh = [];
const existing = [];
for (let run = 0; run < RUNS; run++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'chat-bench-'));
  fresh.push((await startServer(dir)).ms);
  existing.push((await startServer(dir)).ms);
  rmSync(dir, { recursive: true, force: true });
}
for (const [kind, values] of [
  ['fresh', fresh],
  ['existing', existing],
]) {
  const note = `min ${fmt(Math.min(...values))}, max ${fmt(Math.max(...values))}, ${RUNS} runs, PGlite`;
  console.log(`cold start, ${kind} data dir: median ${fmt(median(values))} (${note})`);
  rows.push({ metric: `cold start, ${kind} data dir`, value: Math.round(median(values)), unit: 'ms', target: '< 2000 ms', note });
}

await forEachDatabase(async ({ label, env }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chat-bench-'));
  const { result: rss } = await startServer(dir, env, async (pid) => {
    await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
    return residentBytes(pid);
  });
  rmSync(dir, { recursive: true, force: true });
  const mb = rss / 1_048_576;
  console.log(`idle resident memory, ${label}: ${mb.toFixed(0)} MB`);
  rows.push({
    metric: `idle RSS, ${label}`,
    value: Number(mb.toFixed(0)),
    unit: 'MB',
    target: '< 150 MB',
    note: `${IDLE_WAIT_MS / 1000} s after health`,
  });
});
writeResults('40-footprint', 'Server footprint', rows);
