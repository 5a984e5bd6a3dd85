// The server under load in a process of its own, that of the checkout under measurement
// (lib/app-root.mjs, or `root`): its own scripts/load/server.mjs, which imports its own server
// sources and node_modules, with that checkout's Node flags and database template. Every bench
// that drives a server over IPC starts it here (the throughput and connection benches, `npm run
// load`, the pipeline bench and the guard).
// An earlier checkout's load server may lack seed options: lib/pipeline.mjs copes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appRoot, repoRoot } from './app-root.mjs';

const flagsOf = new Map();

/**
 * The Node flags `npm start` gives the server in `root` (its scripts/lib/builds.mjs), this
 * checkout's when it has none; BENCH_NODE_FLAGS="" measures without them.
 */
async function nodeFlags(root) {
  if (process.env.BENCH_NODE_FLAGS !== undefined) return process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);
  if (!flagsOf.has(root)) {
    const own = path.join(root, 'scripts/lib/builds.mjs');
    const builds = await import(pathToFileURL(existsSync(own) ? own : path.join(repoRoot, 'scripts/lib/builds.mjs')).href);
    flagsOf.set(root, builds.bundleNodeFlags ?? []);
  }
  return flagsOf.get(root);
}

/**
 * Writes (or re-dates) the PGlite database template of `root` (server/dist/pglite-template), as
 * `npm start` does, so a server on a fresh data directory copies it instead of running initdb and
 * every migration: without it one checkout would start (and collect) very differently from another.
 */
export function ensureDatabaseTemplate(root = appRoot) {
  const cli = path.join(root, 'server/src/cli/db-template.ts');
  if (!existsSync(cli)) return;
  const run = spawnSync(process.execPath, [cli], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0) throw new Error(`the database template of ${root} failed (exit ${run.status ?? run.signal})`);
}

/**
 * Starts `root`'s load server (default: the checkout under measurement); `env` adds to
 * process.env (OPENAI_BASE_URL, DATABASE_URL…). `raiseFdLimit` runs it under `ulimit -n <hard
 * limit>` (the benchmark's limit, never the product's). Answers `{ root, url, database, ask(type,
 * args), close() }`. BENCH_SERVER_PROFILE=<dir>: the server writes a V8 CPU profile there when it exits.
 */
export async function startLoadServer({ env = {}, root = appRoot, raiseFdLimit = false } = {}) {
  const child = path.join(root, 'scripts/load/server.mjs');
  if (!existsSync(child)) throw new Error(`${root} has no scripts/load/server.mjs`);
  const profile = process.env.BENCH_SERVER_PROFILE;
  const args = [
    '--expose-gc',
    ...(await nodeFlags(root)),
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    child,
  ];
  const [command, argv] = raiseFdLimit
    ? ['bash', ['-c', 'ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"', process.execPath, ...args]]
    : [process.execPath, args];
  const server = spawn(command, argv, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      // Every client shares one loopback address and sends as fast as the answers come; the
      // multiplier also lifts the cap of 50 sockets per address.
      RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? '10000',
      CHAT_SENDS_PER_MINUTE: process.env.CHAT_SENDS_PER_MINUTE ?? '100000',
      ...env,
    },
  });
  const pending = new Map();
  let nextRequest = 0;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const ready = await new Promise((resolve, reject) => {
    server.once('exit', (code) => {
      reject(new Error(`the server of ${root} exited with ${code}`));
      for (const waiter of pending.values()) waiter.reject(new Error(`the server exited with ${code}`));
    });
    server.on('message', (message) => {
      if (message.ready) return resolve(message);
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiter?.reject(new Error(message.error));
      else waiter?.resolve(message.result);
    });
  });
  const ask = (type, args) =>
    new Promise((resolve, reject) => {
      const id = nextRequest++;
      pending.set(id, { resolve, reject });
      server.send({ id, type, args });
    });
  return {
    root,
    port: ready.port,
    url: `http://127.0.0.1:${ready.port}`,
    database: ready.database,
    ask,
    /** Closes the app; a server still busy after `graceMs` (thousands of sockets closing) is killed. */
    async close(graceMs = 15_000) {
      const killer = setTimeout(() => server.kill('SIGKILL'), graceMs);
      void ask('close').catch(() => undefined);
      await exited;
      clearTimeout(killer);
    },
  };
}
