// The real server in a child process of its own (scripts/load/server.mjs), so its memory, CPU and
// event loop are measured apart from the clients and the fake model that drive it. Over IPC it
// seeds signed-in customers, reports its resource usage and counts stored chats.
import { spawn } from 'node:child_process';
import { io } from 'socket.io-client';
import { bundleNodeFlags } from '../../lib/builds.mjs';
import { appPath } from './app-root.mjs';

// The load server of the checkout under measurement (its own server sources): with --baseline, the
// earlier commit's, not this checkout's twice.
const CHILD = appPath('scripts/load/server.mjs');

/**
 * Starts the server; `env` adds to process.env (OPENAI_BASE_URL, DATABASE_URL…). `raiseFdLimit`
 * runs it under `ulimit -n <hard limit>` (the benchmark's limit, never the product's).
 */
export async function startServerProcess({ env = {}, raiseFdLimit = false } = {}) {
  // BENCH_SERVER_PROFILE=<dir>: the server writes a V8 CPU profile there when it exits.
  const profile = process.env.BENCH_SERVER_PROFILE;
  // The Node flags `npm start` runs the server with (--liftoff-only: PGlite's WASM is never
  // recompiled by V8's optimizing tier); BENCH_NODE_FLAGS="" measures without them.
  const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? bundleNodeFlags;
  const args = ['--expose-gc', ...nodeFlags, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), CHILD];
  const [command, argv] = raiseFdLimit
    ? ['bash', ['-c', 'ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"', process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, argv, {
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
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.on('message', (message) => {
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
      child.send({ id, type, args });
    });
  return {
    port: ready.port,
    url: `http://127.0.0.1:${ready.port}`,
    database: ready.database,
    ask,
    /** Closes the app; a server still busy after `graceMs` (thousands of sockets closing) is killed. */
    async close(graceMs = 15_000) {
      const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      void ask('close').catch(() => undefined);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** A socket.io client signed in with the customer's session cookie, as the web app connects. */
export function connectSocket(url, customer, options = {}) {
  const socket = io(url, {
    path: '/socket',
    transports: ['websocket'],
    extraHeaders: { cookie: customer.cookie, origin: url },
    ...options,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Connects every customer's socket, `batch` handshakes at a time. */
export async function connectAll(url, customers, batch = 50) {
  const sockets = [];
  for (let start = 0; start < customers.length; start += batch)
    sockets.push(...(await Promise.all(customers.slice(start, start + batch).map((c) => connectSocket(url, c)))));
  return sockets;
}
