// Benchmark 1, pipeline overhead: time from a socket send (main:conversations:send) to the first
// conversation:delta and to the final `conversation` event, through the real server (own process)
// against the fake OpenAI-compatible model (own process) with a fixed first-token delay, side by side
// with calling the fake directly in the same run, at 1, 100 and 500 concurrent senders, on PGlite and
// PostgreSQL: the latency added over the direct call at p50 (median), p95 and p99; per level and
// database, the server's CPU time per message and its longest event-loop stall during the level.
//   BENCH_PIPELINE_CONCURRENCY (1,100,500)  BENCH_PIPELINE_SAMPLES (100: sends per level, at least
//   one round of every sender)  BENCH_FIRST_TOKEN_MS (50)  BENCH_DATABASES (pglite,postgres)
import { openWindow, sendOnce } from './lib/chat-send.mjs';
import { forEachDatabase } from './lib/databases.mjs';
import { callFakeDirectly, startFakeModel } from './lib/fake-model.mjs';
import { percentile, writeResults } from './lib/results.mjs';
import { connectAll, startServerProcess } from './lib/server-process.mjs';

const LEVELS = (process.env.BENCH_PIPELINE_CONCURRENCY ?? '1,100,500').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_PIPELINE_SAMPLES ?? 100);
const FIRST_TOKEN_MS = Number(process.env.BENCH_FIRST_TOKEN_MS ?? 50);
const rounds = (concurrency) => Math.max(1, Math.ceil(SAMPLES / concurrency));
const STATS = [
  ['p50 (median)', 50],
  ['p95', 95],
  ['p99', 99],
];

/** Targets (ms) of the first delta's added latency: database → senders → percentile. */
const FIRST_DELTA_TARGETS = {
  PGlite: { 1: { 50: 3, 99: 10 }, 100: { 50: 150, 95: 300 }, 500: { 50: 700 } },
  PostgreSQL: { 1: { 50: 3, 99: 10 }, 100: { 50: 100, 95: 200 }, 500: { 50: 500 } },
};
const CPU_TARGETS = { PGlite: 3, PostgreSQL: 2 };
const STALL_TARGET = { 500: 20 };
const target = (ms) => (ms === undefined ? {} : { target: `≤ ${ms} ms` });

/** `concurrency` callers at once, `rounds` times; every timing of every call. */
async function measure(concurrency, call) {
  const timings = [];
  for (let round = 0; round < rounds(concurrency); round++)
    timings.push(...(await Promise.all(Array.from({ length: concurrency }, (_, index) => call(index)))));
  return timings;
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const rows = [];
const add = (row) => {
  rows.push(row);
  console.log(`${row.metric}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ''}`);
};
const fake = await startFakeModel({ firstTokenMs: FIRST_TOKEN_MS });
console.log(`fake model: first token after ${FIRST_TOKEN_MS} ms, ${fake.pieces.length} pieces; senders ${LEVELS.join(', ')}`);

// The direct calls do not depend on the database: measured once, compared with each.
const direct = new Map();
for (let warm = 0; warm < 10; warm++) await callFakeDirectly(fake.baseUrl);
for (const concurrency of LEVELS) direct.set(concurrency, await measure(concurrency, () => callFakeDirectly(fake.baseUrl)));

await forEachDatabase(async ({ label, env }) => {
  const server = await startServerProcess({ env: { ...env, OPENAI_BASE_URL: fake.baseUrl } });
  try {
    const customers = await server.ask('seed', { n: Math.max(...LEVELS) });
    const sockets = await connectAll(server.url, customers);
    for (let warm = 0; warm < 10; warm++) await sendOnce(sockets[0]);
    for (const concurrency of LEVELS) {
      const endWindow = await openWindow(server, `pipeline-${label}-${concurrency}`);
      const piped = await measure(concurrency, (index) => sendOnce(sockets[index]));
      const usage = await endWindow(piped.length);
      const straight = direct.get(concurrency);
      const at = `${label}, ${concurrency} sender${concurrency > 1 ? 's' : ''}`;
      const deltas = piped.reduce((sum, t) => sum + t.deltas, 0) / piped.length;
      add({
        metric: `${at}: deltas per answer`,
        value: Number(deltas.toFixed(2)),
        unit: 'emits',
        note: `the model streams ${fake.pieces.length} pieces at once`,
      });
      for (const [what, key] of [
        ['first delta', 'first'],
        ['final event', 'final'],
      ]) {
        const mine = piped.map((t) => t[key]);
        const theirs = straight.map((t) => t[key]);
        for (const [stat, p] of STATS) {
          const [pipeline, call] = [percentile(mine, p), percentile(theirs, p)];
          add({
            metric: `${at}: ${what} added, ${stat}`,
            value: Number((pipeline - call).toFixed(1)),
            unit: 'ms',
            ...target(key === 'first' ? FIRST_DELTA_TARGETS[label]?.[concurrency]?.[p] : undefined),
            note: `pipeline ${fmt(pipeline)} vs direct ${fmt(call)}, ratio ${(pipeline / call).toFixed(2)}`,
          });
        }
      }
      add({
        metric: `${at}: server CPU per message`,
        value: Number(usage.cpuMs.toFixed(2)),
        unit: 'CPU ms',
        ...target(CPU_TARGETS[label]),
        note: `user + system over ${piped.length} sends`,
      });
      add({
        metric: `${at}: longest event-loop stall (server)`,
        value: Number(usage.stallMs.toFixed(1)),
        unit: 'ms',
        ...target(STALL_TARGET[concurrency]),
        note: `10 ms timer late by at worst; p99 ${fmt(usage.stallP99Ms)}, longest interval ${fmt(usage.loop.maxMs)}, longest GC pause ${fmt(usage.loop.longestGcMs)}`,
      });
    }
    for (const socket of sockets) socket.close();
  } finally {
    await server.close();
  }
});
await fake.close();
writeResults('10-pipeline', `Pipeline overhead (fake first token ${FIRST_TOKEN_MS} ms, ${SAMPLES}+ sends per level)`, rows);
