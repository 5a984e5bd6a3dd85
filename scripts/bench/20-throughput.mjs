// Benchmark 2, throughput: messages per second through the whole send pipeline (persist the input,
// call the model, persist the output, emit) with the fake model answering at once, on PGlite and
// PostgreSQL; the server's CPU time and memory per 1,000 messages.
//   BENCH_THROUGHPUT_MESSAGES (1000)  BENCH_THROUGHPUT_SENDERS (50: sockets each sending one message
//   after the other, as fast as their answers come)  BENCH_DATABASES (pglite,postgres)
import { randomBytes } from 'node:crypto';
import { forEachDatabase } from './lib/databases.mjs';
import { startFakeModel } from './lib/fake-model.mjs';
import { writeResults } from './lib/results.mjs';
import { connectAll, startServerProcess } from './lib/server-process.mjs';

const MESSAGES = Number(process.env.BENCH_THROUGHPUT_MESSAGES ?? 1000);
const SENDERS = Number(process.env.BENCH_THROUGHPUT_SENDERS ?? 50);
const WARM_UP = 200;
const MB = 1_048_576;

function sendOnce(socket) {
  const _id = randomBytes(12).toString('hex');
  return new Promise((resolve, reject) => {
    const onChat = (chat) => {
      if (chat._id !== _id) return;
      socket.off('conversation', onChat);
      if (chat.status === 'done') resolve();
      else reject(new Error(`answer ${chat.status}`));
    };
    socket.on('conversation', onChat);
    const body = { _id, input: 'Throughput, please.', provider: 'openai', model: 'gpt-4o-mini', version: 'v1' };
    socket
      .timeout(60_000)
      .emitWithAck('events', { event: 'main:conversations:send', body })
      .then((ack) => ack.ok || reject(new Error(`send refused: ${ack.message}`)), reject);
  });
}

/** `total` messages spread over the sockets, each socket sending its next once answered. */
async function pump(sockets, total) {
  let left = total;
  await Promise.all(
    sockets.map(async (socket) => {
      while (left > 0) {
        left--;
        await sendOnce(socket);
      }
    }),
  );
}

const rows = [];
const fake = await startFakeModel();
await forEachDatabase(async ({ label, env }) => {
  const server = await startServerProcess({ env: { ...env, OPENAI_BASE_URL: fake.baseUrl } });
  try {
    const sockets = await connectAll(server.url, await server.ask('seed', { n: SENDERS }));
    await pump(sockets, WARM_UP);
    const before = await server.ask('usage');
    await server.ask('resetPeak');
    await server.ask('queries');
    const started = performance.now();
    await pump(sockets, MESSAGES);
    const seconds = (performance.now() - started) / 1000;
    const after = await server.ask('usage');
    const { total: statements } = await server.ask('queries');
    const perThousand = 1000 / MESSAGES;
    const figures = [
      [
        `${label}: messages per second`,
        MESSAGES / seconds,
        'msg/s',
        `${MESSAGES} messages from ${SENDERS} sockets in ${seconds.toFixed(1)} s`,
      ],
      [`${label}: server CPU per 1,000 messages`, ((after.cpuMicros - before.cpuMicros) / 1e6) * perThousand, 'CPU s', ''],
      [
        `${label}: memory kept per 1,000 messages`,
        ((after.rss - before.rss) / MB) * perThousand,
        'MB',
        'RSS after GC, after − before',
      ],
      ...(statements
        ? [[`${label}: SQL statements per message`, statements / MESSAGES, 'queries', 'counted at the pg client']]
        : []),
      [`${label}: peak RSS while sending`, after.peakRss / MB, 'MB', `idle before: ${(before.rss / MB).toFixed(0)} MB`],
    ];
    for (const [metric, value, unit, note] of figures) {
      rows.push({ metric, value: Number(value.toFixed(2)), unit, ...(note ? { note } : {}) });
      console.log(`${metric}: ${value.toFixed(2)} ${unit}${note ? ` (${note})` : ''}`);
    }
    for (const socket of sockets) socket.close();
  } finally {
    await server.close();
  }
});
await fake.close();
writeResults('20-throughput', `Throughput (fake model answers at once, ${SENDERS} senders)`, rows);
