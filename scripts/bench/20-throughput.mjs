// Benchmark 2, throughput: messages per second through the whole send pipeline (persist the input,
// call the model, persist the output, emit) with the fake model answering at once, on PGlite and
// PostgreSQL; the server's CPU time and memory per 1,000 messages and its SQL statements per message
// (app.database.statementCount() on both engines; without it, PostgreSQL's pg client only).
//   BENCH_THROUGHPUT_MESSAGES (1000)  BENCH_THROUGHPUT_SENDERS (50: sockets each sending one message
//   after the other, as fast as their answers come)  BENCH_DATABASES (pglite,postgres)
//   BENCH_THROUGHPUT_TOP=1: also prints the pg client's ten most frequent statements per message.
import { openWindow, sendOnce } from './lib/chat-send.mjs';
import { forEachDatabase } from './lib/databases.mjs';
import { startFakeModel } from './lib/fake-model.mjs';
import { writeResults } from './lib/results.mjs';
import { connectAll } from './lib/server-process.mjs';
import { startLoadServer } from './lib/load-server.mjs';

const MESSAGES = Number(process.env.BENCH_THROUGHPUT_MESSAGES ?? 1000);
const SENDERS = Number(process.env.BENCH_THROUGHPUT_SENDERS ?? 50);
const WARM_UP = 200;
const MB = 1_048_576;
/** CPU ms per message: 3 on PGlite, 2 on PostgreSQL (so CPU s per 1,000 messages). */
const CPU_TARGETS = { PGlite: 3, PostgreSQL: 2 };

/** `total` messages spread over the sockets, each socket sending its next once answered. */
async function pump(sockets, total) {
  let left = total;
  await Promise.all(
    sockets.map(async (socket) => {
      while (left > 0) {
        left--;
        await sendOnce(socket, 'Throughput, please.');
      }
    }),
  );
}

const rows = [];
const fake = await startFakeModel();
await forEachDatabase(async ({ label, env }) => {
  const server = await startLoadServer({ env: { ...env, OPENAI_BASE_URL: fake.baseUrl } });
  try {
    const sockets = await connectAll(server.url, await server.ask('seed', { n: SENDERS }));
    await pump(sockets, WARM_UP);
    const before = await server.ask('usage');
    await server.ask('resetPeak');
    const endWindow = await openWindow(server, `throughput-${label}`);
    const started = performance.now();
    await pump(sockets, MESSAGES);
    const seconds = (performance.now() - started) / 1000;
    const span = await endWindow(MESSAGES);
    const after = await server.ask('usage');
    const counted =
      span.counter === 'database'
        ? `counted by app.database.statementCount()${span.pgStatements ? `; ${span.pgStatements.toFixed(2)} at the pg client` : ''}`
        : Number.isNaN(span.statements)
          ? 'not counted: the server has no app.database.statementCount()'
          : 'counted at the pg client';
    const figures = [
      [
        `${label}: messages per second`,
        MESSAGES / seconds,
        'msg/s',
        '',
        `${MESSAGES} messages from ${SENDERS} sockets in ${seconds.toFixed(1)} s`,
      ],
      [
        `${label}: server CPU per 1,000 messages`,
        span.cpuMs,
        'CPU s',
        CPU_TARGETS[label] ? `≤ ${CPU_TARGETS[label]} s` : '',
        `user + system; ${span.cpuMs.toFixed(2)} ms per message`,
      ],
      [
        `${label}: memory kept per 1,000 messages`,
        ((after.rss - before.rss) / MB) * (1000 / MESSAGES),
        'MB',
        '',
        'RSS after GC, after − before',
      ],
      [`${label}: SQL statements per message`, span.statements, 'queries', '≤ 3', counted],
      [`${label}: longest event-loop stall (server)`, span.stallMs, 'ms', '', `p99 ${span.stallP99Ms.toFixed(1)} ms`],
      [`${label}: peak RSS while sending`, after.peakRss / MB, 'MB', '', `idle before: ${(before.rss / MB).toFixed(0)} MB`],
    ];
    for (const [metric, value, unit, target, note] of figures) {
      rows.push({ metric, value: Number(value.toFixed(2)), unit, ...(target ? { target } : {}), ...(note ? { note } : {}) });
      console.log(`${metric}: ${value.toFixed(2)} ${unit}${note ? ` (${note})` : ''}`);
    }
    if (process.env.BENCH_THROUGHPUT_TOP)
      for (const [text, n] of span.top.slice(0, 10)) console.log(`  ${(n / MESSAGES).toFixed(2)}× ${text.slice(0, 120)}`);
    for (const socket of sockets) socket.close();
  } finally {
    await server.close();
  }
});
await fake.close();
writeResults('20-throughput', `Throughput (fake model answers at once, ${SENDERS} senders)`, rows);
