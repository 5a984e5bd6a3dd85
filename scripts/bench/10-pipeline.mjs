// Benchmark 1, pipeline overhead: time from a socket send (main:conversations:send) to the first
// conversation:delta and to the final `conversation` event, through the real server (own process)
// against the fake OpenAI-compatible model (own process) with a fixed first-token delay, side by side
// with calling the fake directly, at 1, 100 and 500 concurrent senders, on PGlite and PostgreSQL.
//   BENCH_PIPELINE_CONCURRENCY (1,100,500)  BENCH_PIPELINE_SAMPLES (100: sends per level, at least
//   one round of every sender)  BENCH_FIRST_TOKEN_MS (50)  BENCH_DATABASES (pglite,postgres)
import { forEachDatabase } from './lib/databases.mjs';
import { callFakeDirectly, startFakeModel } from './lib/fake-model.mjs';
import { median, percentile, writeResults } from './lib/results.mjs';
import { connectAll, startServerProcess } from './lib/server-process.mjs';
import { randomBytes } from 'node:crypto';

const LEVELS = (process.env.BENCH_PIPELINE_CONCURRENCY ?? '1,100,500').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_PIPELINE_SAMPLES ?? 100);
const FIRST_TOKEN_MS = Number(process.env.BENCH_FIRST_TOKEN_MS ?? 50);
const rounds = (concurrency) => Math.max(1, Math.ceil(SAMPLES / concurrency));

/** One send through the pipeline: ms to the first delta and to the final chat event. */
function sendOnce(socket) {
  const _id = randomBytes(12).toString('hex');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let first;
    let deltas = 0;
    const onDelta = (delta) => {
      if (delta._id !== _id) return;
      deltas++;
      first ??= performance.now() - started;
    };
    const onChat = (chat) => {
      if (chat._id !== _id) return;
      socket.off('conversation:delta', onDelta).off('conversation', onChat);
      if (chat.status !== 'done') reject(new Error(`answer ${chat.status}`));
      else resolve({ first, final: performance.now() - started, deltas });
    };
    socket.on('conversation:delta', onDelta).on('conversation', onChat);
    const body = { _id, input: 'How fast is the pipeline?', provider: 'openai', model: 'gpt-4o-mini', version: 'v1' };
    socket
      .timeout(60_000)
      .emitWithAck('events', { event: 'main:conversations:send', body })
      .then((ack) => ack.ok || reject(new Error(`send refused: ${ack.message}`)), reject);
  });
}

/** `concurrency` callers at once, `rounds` times; every timing of every call. */
async function measure(concurrency, call) {
  const timings = [];
  for (let round = 0; round < rounds(concurrency); round++)
    timings.push(...(await Promise.all(Array.from({ length: concurrency }, (_, index) => call(index)))));
  return timings;
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const rows = [];
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
      const piped = await measure(concurrency, (index) => sendOnce(sockets[index]));
      const straight = direct.get(concurrency);
      const at = `${label}, ${concurrency} sender${concurrency > 1 ? 's' : ''}`;
      const deltas = piped.reduce((sum, t) => sum + t.deltas, 0) / piped.length;
      rows.push({
        metric: `${at}: deltas per answer`,
        value: Number(deltas.toFixed(2)),
        unit: 'emits',
        note: `the model streams ${fake.pieces.length} pieces at once`,
      });
      console.log(`${at}: ${deltas.toFixed(2)} deltas per answer of ${fake.pieces.length} pieces`);
      for (const [what, key] of [
        ['first delta', 'first'],
        ['final event', 'final'],
      ]) {
        const mine = piped.map((t) => t[key]);
        const theirs = straight.map((t) => t[key]);
        for (const [stat, of] of [
          ['median', median],
          ['p99', (values) => percentile(values, 99)],
        ]) {
          const added = of(mine) - of(theirs);
          const ratio = of(mine) / of(theirs);
          const note = `pipeline ${fmt(of(mine))} vs direct ${fmt(of(theirs))}, ratio ${ratio.toFixed(2)}`;
          rows.push({
            metric: `${at}: ${what} added, ${stat}`,
            value: Number(added.toFixed(1)),
            unit: 'ms',
            ...(concurrency === 1 && stat === 'median' ? { target: '< 10 ms' } : {}),
            note,
          });
          console.log(`${at}: send → ${what}, ${stat}: +${fmt(added)} (${note})`);
        }
      }
    }
    for (const socket of sockets) socket.close();
  } finally {
    await server.close();
  }
});
await fake.close();
writeResults('10-pipeline', `Pipeline overhead (fake first token ${FIRST_TOKEN_MS} ms, ${SAMPLES}+ sends per level)`, rows);
