import type { StoredFile } from '@chat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { sendBody } from '../../../test/chat-ids.ts';
import { createConversation } from '../../../test/conversations.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { FAKE_TITLE, isTitleCall, startFakeOpenAI, textOf, type FakeOpenAI, type FakeReply } from '../../../test/fake-openai.ts';
import { upload } from '../../../test/files.ts';
import { measureSend, type SendCost } from '../../../test/send-cost.ts';
import { connectSocket, type TestSocket } from '../../../test/socket.ts';
import { grantCurrentPlan } from '../../../test/subscriptions.ts';

/** Where the two databases differ; a plain number is the same on both. */
type PerDatabase = number | { pglite: number; postgres: number };

interface Expected {
  statements: PerDatabase;
  roundTrips: PerDatabase;
  modelCalls: number;
  timers: number;
  /** Every socket event the sender receives, one entry each (order aside). */
  events: string[];
}

/**
 * EXACTLY what one send costs, per path (issue 36): a change that adds or saves a statement, a
 * round trip, a model call, a timer or an emit fails here until this table says so, on purpose.
 * Steady state unless said: each customer sent an earlier exchange in the same place first, so its
 * plan, subscription and the model's connection are warm and no title is due.
 *
 * Why the databases differ (regenerate):
 * - statements: drizzle counts a transaction's begin and commit on node-postgres, where it sends
 *   them itself, and not on PGlite, whose driver sends them.
 * - round trips: PGlite's worker takes every query of one event-loop turn in one message (after
 *   the new version's transaction, its history and instructions go together); node-postgres sends
 *   each query on its own, begin and commit included.
 */
const EXPECTED = {
  /** Plus, general chat. */
  general: {
    statements: 2,
    roundTrips: 2,
    modelCalls: 1,
    timers: 1,
    events: ['conversation:delta', 'conversation'],
  },
  /** Plus, a named conversation already titled: its activity is recorded (conversation:updated) by the insert. */
  named: {
    statements: 2,
    roundTrips: 2,
    modelCalls: 1,
    timers: 1,
    events: ['conversation:updated', 'conversation:delta', 'conversation'],
  },
  /** Plus, the first exchange of a named conversation: its title call and rename (not steady state). */
  titled: {
    statements: 3,
    roundTrips: 3,
    modelCalls: 2,
    timers: 1,
    events: ['conversation:updated', 'conversation:delta', 'conversation', 'conversation:updated'],
  },
  /** Free, under its quota: the plan step reads today's usage; chats:request follows the answer. */
  free: {
    statements: 3,
    roundTrips: 3,
    modelCalls: 1,
    timers: 1,
    events: ['conversation:delta', 'conversation', 'chats:request'],
  },
  /** Plus, general chat, with custom instructions set (issue 21). */
  instructions: {
    statements: 2,
    roundTrips: 2,
    modelCalls: 1,
    timers: 1,
    events: ['conversation:delta', 'conversation'],
  },
  /** Plus, general chat, with one uploaded text file. */
  attachment: {
    statements: 4,
    roundTrips: 4,
    modelCalls: 1,
    timers: 1,
    events: ['conversation:delta', 'conversation'],
  },
  /** Plus, general chat, a new version of the latest of two exchanges (issue 21). */
  regenerate: {
    statements: { pglite: 13, postgres: 15 },
    roundTrips: { pglite: 14, postgres: 15 },
    modelCalls: 1,
    timers: 1,
    events: ['conversation:branch', 'conversation:delta', 'conversation'],
  },
} satisfies Record<string, Expected>;

type Path = keyof typeof EXPECTED;

/**
 * One text piece per answer: the delta batcher joins pieces by the clock (25 ms), so several
 * pieces would make the number of deltas depend on the machine's load. One piece is one delta.
 */
const onePiece = (request: Parameters<FakeOpenAI['reply']>[0]): FakeReply => {
  if (isTitleCall(request)) return { pieces: [FAKE_TITLE] };
  return { pieces: [`Echo: ${textOf(request.messages.at(-1)?.content ?? '')}`] };
};

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  fake.reply = onePiece;
  return () => fake.close();
});
// The real plan check (no planCheck given). Periodic work shares the database counters, so it is
// pushed past the test: the answer checkpoint (every second by default, a statement whenever an
// answer streams across a tick) and the instance lease's heartbeat (every 5 s).
const server = useTestApp({
  env: () => ({
    OPENAI_BASE_URL: fake.baseUrl,
    CHAT_CHECKPOINT_MS: '60000',
    INSTANCE_HEARTBEAT_MS: '600000',
    INSTANCE_LEASE_MS: '3600000',
  }),
  listen: true,
});

const sockets: TestSocket[] = [];
afterAll(() => sockets.forEach((socket) => socket.close()));

interface Sender {
  customer: TestCustomer;
  /** Sends and waits until the answer and the pipeline settled; answers the cost and the chat id. */
  send(fields: Record<string, unknown>): Promise<{ id: string; cost: SendCost }>;
}

async function sender(plan: 'free' | 'plus'): Promise<Sender> {
  const customer = await createSignedInCustomer(server.app);
  if (plan === 'plus') await grantCurrentPlan(server, customer.id, 'plus');
  const socket = await connectSocket(server.app, customer.cookie);
  sockets.push(socket);
  return {
    customer,
    send: async (fields) => {
      const body = sendBody(fields);
      return { id: body._id, cost: await measureSend(server.app, socket, fake, body) };
    },
  };
}

/** Per path: what happens before (warm-up exchanges, settings, uploads), then the body of the send measured. */
const scenes: Record<Path, (who: Sender) => Promise<Record<string, unknown>>> = {
  general: async (who) => {
    await who.send({ input: 'earlier' });
    return { input: 'measured' };
  },
  named: async (who) => {
    const conversation = await createConversation(server.app, who.customer, 'Costs');
    await who.send({ input: 'earlier', conversation });
    return { input: 'measured', conversation };
  },
  titled: async (who) => {
    await who.send({ input: 'earlier' });
    return { input: 'measured', conversation: await createConversation(server.app, who.customer, 'Costs') };
  },
  free: async (who) => {
    await who.send({ input: 'earlier' });
    return { input: 'measured' };
  },
  instructions: async (who) => {
    const instructions = { about: 'I am a nurse.', style: 'Short answers.', enabled: true };
    expect((await server.http.put('/api/customers', { instructions }, who.customer.cookie)).statusCode).toBe(200);
    await who.send({ input: 'earlier' });
    return { input: 'measured' };
  },
  attachment: async (who) => {
    await who.send({ input: 'earlier' });
    const uploaded = await upload(server.app, who.customer.cookie, 'notes.txt', Buffer.from('Some notes.\n'), 'text/plain');
    expect(uploaded.statusCode).toBe(201);
    return { input: 'measured', files: [uploaded.json<StoredFile>()._id] };
  },
  regenerate: async (who) => {
    await who.send({ input: 'earlier' });
    const { id } = await who.send({ input: 'measured' });
    return { input: 'measured', versionOf: id };
  },
};

/** What the model must have been sent, so a path that silently skipped its part cannot pass on a smaller cost. */
const reaching: Partial<Record<Path, string>> = { instructions: 'I am a nurse.', attachment: 'Some notes.' };

const onThis = (value: PerDatabase) => (typeof value === 'number' ? value : value[server.database.kind]);

describe('what a chat send costs (issue 36)', () => {
  it.each(Object.keys(EXPECTED) as Path[])('%s', async (path) => {
    const who = await sender(path === 'free' ? 'free' : 'plus');
    const body = await scenes[path](who);
    const { cost } = await who.send(body);
    const expected = EXPECTED[path];
    // One comparison, so a failure shows every figure of the path at once.
    expect(cost).toEqual({
      ...expected,
      statements: onThis(expected.statements),
      roundTrips: onThis(expected.roundTrips),
      events: [...expected.events].sort(),
    });
    if (reaching[path]) expect(JSON.stringify(fake.requests.at(-1))).toContain(reaching[path]);
  });
});
