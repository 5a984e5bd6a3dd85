// `npm run load` (issue 9, suite 2): N concurrent signed-in socket.io clients, each sending M
// messages through the real send pipeline to a fake OpenAI-compatible model, like the web client
// does (ack with a timeout, retry with the same _id). Reports sends acknowledged, answers
// received, lost, duplicated, ack and answer latency percentiles, throughput and server memory.
//
//   npm run load -- --clients 1000 --messages 10      (defaults 50 × 5; or LOAD_CLIENTS, LOAD_MESSAGES)
//   DATABASE_URL=postgres://…  runs the server on PostgreSQL instead of PGlite.
//   LOAD_MODEL_DELAY_MS (20): the fake model's delay before the first token and between pieces.
//
// The server runs in a child process (scripts/load/server.mjs, started by scripts/bench/lib/load-server.mjs) so its memory and event loop are
// its own; the clients and the fake model share this one. Exits 1 when anything is lost or duplicated.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { startFakeOpenAI } from '../server/src/test/fake-openai.ts';
import { percentile } from './bench/lib/results.mjs';
import { connectAll } from './bench/lib/server-process.mjs';
import { startLoadServer } from './bench/lib/load-server.mjs';

const { values: flags } = parseArgs({
  options: { clients: { type: 'string' }, messages: { type: 'string' } },
});
const CLIENTS = Number(flags.clients ?? process.env.LOAD_CLIENTS ?? 50);
const MESSAGES = Number(flags.messages ?? process.env.LOAD_MESSAGES ?? 5);
const MODEL_DELAY_MS = Number(process.env.LOAD_MODEL_DELAY_MS ?? 20);
const ACK_TIMEOUT_MS = 30_000;
const ACK_RETRIES = 3;
const ANSWER_TIMEOUT_MS = 60_000;
const ANSWER_RETRIES = 3;
const CONNECT_BATCH = 50;

const fake = await startFakeOpenAI();
fake.reply = (request) => {
  const system = request.messages.find((m) => m.role === 'system')?.content ?? '';
  if (system.includes('short title')) return { pieces: ['Load test'] };
  const last = request.messages.at(-1)?.content ?? '';
  return { pieces: ['Echo', ': ', last], firstTokenDelayMs: MODEL_DELAY_MS, pieceDelayMs: MODEL_DELAY_MS };
};

const server = await startLoadServer({ env: { OPENAI_BASE_URL: fake.baseUrl } });
const { url, database, ask } = server;
console.log(`load: ${CLIENTS} clients × ${MESSAGES} messages, server on ${database}, fake model delay ${MODEL_DELAY_MS} ms`);

const seedStarted = performance.now();
const customers = await ask('seed', { n: CLIENTS });
console.log(`seeded ${customers.length} signed-in Plus customers in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

const connectStarted = performance.now();
const sockets = await connectAll(url, customers, CONNECT_BATCH);
const connectMs = performance.now() - connectStarted;
console.log(`connected ${sockets.length} sockets in ${(connectMs / 1000).toFixed(1)} s; sending…`);

const stats = {
  sent: 0,
  acked: 0,
  refused: [],
  retries: 0,
  answerRetries: 0,
  answered: 0,
  failed: [],
  lost: [],
  finalEvents: new Map(),
};
/** Messages sent more than once (retries re-deliver their answer on purpose). */
const resent = new Set();
const ackLatency = [];
const answerLatency = [];

async function emitWithRetry(socket, envelope) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('events', envelope);
    } catch (error) {
      if (attempt >= ACK_RETRIES) throw error;
      stats.retries++;
      resent.add(envelope.body._id);
    }
  }
}

/** One client: M messages one after the other, each waiting for its answer, as a person chats. */
async function runClient(socket, index) {
  const answers = new Map();
  socket.on('conversation', (chat) => {
    if (chat.status === 'pending') return;
    stats.finalEvents.set(chat._id, (stats.finalEvents.get(chat._id) ?? 0) + 1);
    answers.get(chat._id)?.(chat);
  });
  // A failed answer comes as chats:request {code: 'error', lastChat} (§7), not as a conversation event.
  socket.on('chats:request', (request) => {
    if (request.lastChat) answers.get(request.lastChat._id)?.({ ...request.lastChat, status: `request ${request.code}` });
  });
  for (let message = 0; message < MESSAGES; message++) {
    const _id = randomBytes(12).toString('hex');
    const body = { _id, input: `client ${index} message ${message}`, provider: 'openai', model: 'gpt-4o-mini', version: 'v1' };
    const sentAt = performance.now();
    stats.sent++;
    // Like the web client: an answer that does not come is asked for again with the same _id,
    // which re-delivers a finished answer and never starts a second one (DESIGN §4).
    let chat;
    let acked = false;
    for (let attempt = 0; attempt <= ANSWER_RETRIES && !chat; attempt++) {
      if (attempt > 0) {
        stats.answerRetries++;
        resent.add(_id);
      }
      const answered = new Promise((resolve) => {
        const timer = setTimeout(() => resolve(undefined), ANSWER_TIMEOUT_MS);
        answers.set(_id, (final) => {
          clearTimeout(timer);
          resolve(final);
        });
      });
      let ack;
      try {
        ack = await emitWithRetry(socket, { event: 'main:conversations:send', body });
      } catch {
        continue;
      }
      if (!ack.ok) {
        stats.refused.push(`${ack.code}: ${ack.message}`);
        break;
      }
      if (!acked) {
        acked = true;
        stats.acked++;
        ackLatency.push(performance.now() - sentAt);
      }
      chat = await answered;
    }
    answers.delete(_id);
    if (!chat) stats.lost.push({ _id, reason: acked ? 'no answer' : 'no ack' });
    else if (chat.status !== 'done' || chat.output?.content !== `Echo: ${body.input}`)
      stats.failed.push({ _id, status: chat.status, error: chat.error });
    else {
      stats.answered++;
      answerLatency.push(performance.now() - sentAt);
    }
  }
}

const sendStarted = performance.now();
const progress = setInterval(
  () =>
    console.log(
      `  ${((performance.now() - sendStarted) / 1000).toFixed(0)} s: ${stats.acked} acknowledged, ${stats.answered} answered`,
    ),
  10_000,
);
await Promise.all(sockets.map(runClient));
clearInterval(progress);
const sendMs = performance.now() - sendStarted;
const memory = await ask('memory');
const stored = await ask('tally', { customerIds: customers.map((c) => c.id) });
for (const socket of sockets) socket.close();

// Duplicates: a second stored chat or model call for one message, or a second final event without a retry.
const modelCalls = new Map();
for (const request of fake.requests) {
  const input = request.messages.at(-1)?.content ?? '';
  if (input.startsWith('client ')) modelCalls.set(input, (modelCalls.get(input) ?? 0) + 1);
}
const duplicateCalls = [...modelCalls.values()].filter((n) => n > 1).length;
const duplicateEvents = [...stats.finalEvents].filter(([id, n]) => n > 1 && !resent.has(id)).length;
const duplicateRows = stored.rows - stored.ids;
const expected = CLIENTS * MESSAGES;
const storedLost = Math.max(0, stats.acked - stored.done);
const lost = Math.max(stats.lost.length, storedLost);
const duplicated = duplicateCalls + duplicateEvents + duplicateRows + Math.max(0, stored.rows - stats.sent);

const percentiles = (values) => [50, 95, 99].map((p) => `p${p} ${percentile(values, p).toFixed(0)} ms`).join(', ');
const mb = (bytes) => `${(bytes / 1_048_576).toFixed(0)} MB`;

console.log(
  `sends: ${stats.sent} of ${expected}, acknowledged ${stats.acked}, refused ${stats.refused.length}, ack retries ${stats.retries}, answer retries ${stats.answerRetries}`,
);
console.log(`answers received: ${stats.answered}, failed answers: ${stats.failed.length}`);
console.log(`stored chats: ${stored.rows} (${stored.ids} distinct ids, ${stored.done} done)`);
console.log(`lost: ${lost}   duplicated: ${duplicated}`);
console.log(`ack latency: ${percentiles(ackLatency)}`);
console.log(`answer latency (send → final answer): ${percentiles(answerLatency)}`);
console.log(`throughput: ${(stats.answered / (sendMs / 1000)).toFixed(0)} answers/s over ${(sendMs / 1000).toFixed(1)} s`);
console.log(`server RSS: ${mb(memory.rss)} at the end, peak ${mb(memory.peakRss)}`);
if (stats.refused.length) console.log(`refusals (first 3): ${stats.refused.slice(0, 3).join(' | ')}`);
if (stats.failed.length) console.log(`failed (first 3): ${JSON.stringify(stats.failed.slice(0, 3)).slice(0, 600)}`);
if (stats.lost.length) console.log(`lost (first 3): ${JSON.stringify(stats.lost.slice(0, 3))}`);

await server.close();
await fake.close();
const ok = lost === 0 && duplicated === 0 && stats.refused.length === 0 && stats.failed.length === 0;
process.exit(ok ? 0 : 1);
