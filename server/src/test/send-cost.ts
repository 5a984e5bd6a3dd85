import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { FakeOpenAI } from './fake-openai.ts';
import { emitEvent, nextEvent, type TestSocket } from './socket.ts';

/** What one chat send cost, counted from just before its emit until its answer and background work settled. */
export interface SendCost {
  /** SQL statements drizzle sent (app.database.statementCount()). */
  statements: number;
  /** Round trips to the database (app.database.roundTripCount()). */
  roundTrips: number;
  /** Requests that reached the fake model: the answer, and a title when the conversation gets one. */
  modelCalls: number;
  /** setTimeout/setInterval calls made from the server's own code (not its libraries', not the tests'). */
  timers: number;
  /** The socket events the sender's socket received, one entry each, sorted by name (their order may vary). */
  events: string[];
}

/** A stack frame of the server's own code: under server/src, outside the test helpers and test files. */
const serverFrame = /\/server\/src\/(?!test\/)[^\s:]*(?<!\.test)\.ts:/;
/** Frames of the counting itself: this file and Vitest's spy. */
const countingFrame = /\/server\/src\/test\/send-cost\.ts:|\/node_modules\/vitest\//;

/**
 * Counts the timers the server's own code arms: those whose caller is a frame of server/src. A
 * timer a library arms on our behalf is left out on purpose (undici's connect timeout, armed
 * only when it opens a new connection to the model, and its shared tick): it follows the
 * library's pooling, not the turn's steps.
 */
function countServerTimers() {
  let count = 0;
  const seen: string[] = [];
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 20;
  const spies = (['setTimeout', 'setInterval'] as const).map((name) => {
    const original = globalThis[name];
    return vi.spyOn(globalThis, name).mockImplementation(((...args: Parameters<typeof original>) => {
      const frames = (new Error().stack ?? '').split('\n').slice(1);
      const caller = frames.find((frame) => !countingFrame.test(frame)) ?? '';
      if (serverFrame.test(caller)) {
        count += 1;
        // TURN_COST_STACKS=1 prints where each counted timer was armed.
        if (process.env.TURN_COST_STACKS) seen.push(`${name}\n${frames.join('\n')}`);
      }
      return (original as (...a: unknown[]) => unknown)(...args);
    }) as typeof original);
  });
  return {
    count: () => count,
    restore: () => {
      for (const spy of spies) spy.mockRestore();
      Error.stackTraceLimit = limit;
      if (seen.length) console.log(seen.splice(0).join('\n\n'));
    },
  };
}

/** Resolves once every event the server sent this socket before has arrived: an unknown event's ack follows them. */
const barrier = (socket: TestSocket) => emitEvent(socket, 'turn-cost:barrier', {});

/**
 * Sends `body` on `socket` and answers what the send cost. The window opens after what earlier
 * steps sent the socket arrived (a conversation made just before announces itself) and closes
 * once the final `conversation` event came and every turn of the pipeline settled (a title, a
 * free customer's chats:request); the events the server sent by then are all counted.
 */
export async function measureSend(
  app: FastifyInstance,
  socket: TestSocket,
  fake: FakeOpenAI,
  body: { _id: string },
): Promise<SendCost> {
  const { database, chatPipeline } = app;
  await barrier(socket);
  const events: string[] = [];
  const onAny = (name: string) => events.push(name);
  const answered = nextEvent(socket, 'conversation', (chat) => chat._id === body._id, 15_000);
  const start = { statements: database.statementCount(), roundTrips: database.roundTripCount(), model: fake.requests.length };
  const timers = countServerTimers();
  socket.onAny(onAny);
  try {
    const ack = await emitEvent(socket, 'main:conversations:send', body);
    if (!ack.ok) throw new Error(`send refused: ${ack.message}`);
    await answered;
    await Promise.all([...chatPipeline.running]);
    const cost: SendCost = {
      statements: database.statementCount() - start.statements,
      roundTrips: database.roundTripCount() - start.roundTrips,
      modelCalls: fake.requests.length - start.model,
      timers: timers.count(),
      events,
    };
    timers.restore();
    await barrier(socket);
    events.sort();
    return cost;
  } finally {
    timers.restore();
    socket.offAny(onAny);
  }
}
