// Shared by the send benches (10-pipeline, 20-throughput): one message through the real send
// pipeline (main:conversations:send) and the server's own figures over a window of sends, asked of
// the server process (scripts/load/server.mjs) over IPC.
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * Sends one message on `socket`; resolves, once its final `conversation` event comes, with the ms
 * from the send to the first conversation:delta (`first`) and to that final event (`final`), and
 * the number of deltas. Rejects when the send is refused or the answer is not `done`.
 * `conversation`: the id of a named conversation to send into; the general chat without one.
 */
export function sendOnce(socket, input = 'How fast is the pipeline?', { conversation } = {}) {
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
    const body = {
      _id,
      input,
      provider: 'openai',
      model: 'gpt-4o-mini',
      version: 'v1',
      ...(conversation ? { conversation } : {}),
    };
    socket
      .timeout(60_000)
      .emitWithAck('events', { event: 'main:conversations:send', body })
      .then((ack) => ack.ok || reject(new Error(`send refused: ${ack.message}`)), reject);
  });
}

/**
 * Starts a measuring window in the server: resets its statement count and event-loop histogram
 * and reads its CPU time. The returned `end(messages)` closes it and answers, per message, the
 * server's CPU ms (user + system), SQL `statements` (NaN when the server cannot count them) and
 * `pgStatements` (those seen at the pg client: PostgreSQL only), and the longest event-loop stall
 * in the window, `stallMs`: how late the server's 10 ms histogram timer fired at worst (its longest
 * interval minus the 10 ms), `stallP99Ms` the same at the 99th percentile. With BENCH_PROFILE_DIR set,
 * the server writes a V8 CPU profile of the window there, as `<name>.cpuprofile`.
 */
export async function openWindow(server, name = 'window') {
  const profileDir = process.env.BENCH_PROFILE_DIR;
  if (profileDir) await server.ask('profileStart');
  await server.ask('queries');
  await server.ask('loopDelay', { reset: true });
  const before = await server.ask('cpu');
  return async function end(messages) {
    const after = await server.ask('cpu');
    const loop = await server.ask('loopDelay');
    const queries = await server.ask('queries');
    if (profileDir)
      console.log(`profile: ${await server.ask('profileStop', { file: path.join(profileDir, `${name}.cpuprofile`) })}`);
    return {
      cpuMs: (after.cpuMicros - before.cpuMicros) / 1000 / messages,
      statements: queries.total === null ? NaN : queries.total / messages,
      counter: queries.counter,
      pgStatements: queries.pgTotal / messages,
      top: queries.top,
      stallMs: Math.max(0, loop.maxMs - loop.resolutionMs),
      stallP99Ms: Math.max(0, loop.p99Ms - loop.resolutionMs),
      loop,
    };
  };
}
