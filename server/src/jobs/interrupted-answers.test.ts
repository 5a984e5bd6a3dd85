import type { Chat } from '@chat/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { chats, conversations, instanceLeases, type StoredMessage } from '../db/schema.ts';
import { InstanceLeaseRepository } from '../modules/chats/instance-leases.ts';
import { InstanceLease } from '../plugins/instance-lease.ts';
import { startTestApp, useTestApp } from '../test/app.ts';
import { clientId, sendBody } from '../test/chat-ids.ts';
import { createConversation } from '../test/conversations.ts';
import { createSignedInCustomer, type TestCustomer } from '../test/customers.ts';
import { startFakeOpenAI } from '../test/fake-openai.ts';
import { connectSocket, emitEvent, nextEvent, type TestSocket } from '../test/socket.ts';
import { settleAtStartUp, settleInterruptedAnswers } from './interrupted-answers.ts';

/** The lease rules, on PGlite and on PostgreSQL; time is given to the job, never waited for. */
const server = useTestApp({ listen: true });
const MINUTE = 60_000;

let customer: TestCustomer;
let socket: TestSocket | undefined;

beforeEach(async () => {
  // Every test starts with no chat and no lease but this app's: the job looks at the whole table.
  await server.database.reset();
  await server.app.instanceLease.renew();
  customer = await createSignedInCustomer(server.app);
  socket?.close();
  socket = await connectSocket(server.app, customer.cookie);
});
afterAll(() => socket?.close());

const db = () => server.app.database.db;
const leaseMs = () => server.app.config.recovery.leaseMs;

async function pendingChat(
  fields: { instanceId?: string; text?: string; durationMs?: number; ageMs?: number; conversationId?: string } = {},
) {
  const id = clientId();
  const output: StoredMessage | undefined =
    fields.text === undefined ? undefined : { role: 'assistant', content: fields.text, files: [] };
  await db()
    .insert(chats)
    .values({
      id,
      customerId: customer.id,
      conversationId: fields.conversationId ?? null,
      input: { role: 'user', content: 'Question', files: [] },
      provider: 'openai',
      model: 'gpt-4o-mini',
      instanceId: fields.instanceId ?? null,
      output,
      durationMs: fields.durationMs ?? 0,
      createdAt: new Date(Date.now() - (fields.ageMs ?? 0)),
    });
  return id;
}

const leaseOf = (id: string, expiresAt: Date) => db().insert(instanceLeases).values({ id, heartbeatAt: new Date(), expiresAt });
const rowOf = async (id: string) => (await db().select().from(chats).where(eq(chats.id, id)))[0]!;
const statusOf = async (id: string) => (await rowOf(id)).status;
const leaseIds = async () => (await db().select().from(instanceLeases)).map((lease) => lease.id).sort();

describe('answers of an instance that died (leases)', () => {
  it('adds a settled answer to its conversation’s size, as a finished one is (issue 37)', async () => {
    const conversationId = await createConversation(server.app, customer, 'Cut short');
    await pendingChat({ instanceId: 'never-renewed', text: 'Half an ans', conversationId });
    const sizeOf = async () =>
      (
        await db()
          .select({ characters: conversations.characters })
          .from(conversations)
          .where(eq(conversations.id, conversationId))
      )[0]!.characters;
    expect(await sizeOf()).toBe(0);
    expect(await settleInterruptedAnswers(server.app, Date.now())).toBe(1);
    expect(await sizeOf()).toBe('Question'.length + 'Half an ans'.length);
  });

  it('settles at once the answers of a lapsed or missing lease, keeping the checkpointed text, and tells the customer', async () => {
    const now = Date.now();
    await leaseOf('lapsed', new Date(now - 1));
    await leaseOf('alive', new Date(now + 10_000));
    const lapsed = await pendingChat({ instanceId: 'lapsed', text: 'Half an ans', durationMs: 1_200 });
    const missing = await pendingChat({ instanceId: 'never-renewed' });
    const alive = await pendingChat({ instanceId: 'alive', text: 'Still going', ageMs: 10 * MINUTE });
    const told = nextEvent(socket!, 'conversation', (chat) => chat._id === lapsed);

    expect(await settleInterruptedAnswers(server.app, now)).toBe(2);
    expect(await rowOf(lapsed)).toMatchObject({
      status: 'stopped',
      error: null,
      output: { role: 'assistant', content: 'Half an ans', files: [] },
      durationMs: 1_200,
    });
    expect(await rowOf(missing)).toMatchObject({ status: 'stopped', output: { content: '' } });
    expect(await rowOf(alive)).toMatchObject({ status: 'pending', output: { content: 'Still going' } });
    expect(await told).toMatchObject({ status: 'stopped', output: { content: 'Half an ans' }, duration: 1_200 });
    // The lapsed lease is gone with its answers; another sweep finds nothing more.
    expect(await leaseIds()).toEqual(['alive', server.app.instanceLease.id].sort());
    expect(await settleInterruptedAnswers(server.app, now)).toBe(0);
  });

  it('never settles the answers of an instance that renews its lease, however old; settles them the moment it lapses', async () => {
    let clock = Date.now();
    const other = new InstanceLease(new InstanceLeaseRepository(db()), { leaseMs: leaseMs() }, () => clock);
    await other.renew();
    const answer = await pendingChat({ instanceId: other.id, text: 'Long answer', ageMs: 60 * MINUTE });
    // Meanwhile a reload here (no Redis to ask) shows the text of its last checkpoint.
    const listed = await server.app.inject({ url: '/api/conversations/chats', headers: { cookie: customer.cookie } });
    expect(listed.json<{ chats: Chat[] }>().chats[0]).toMatchObject({ status: 'pending', output: { content: 'Long answer' } });
    clock += leaseMs() - 1;
    expect(await settleInterruptedAnswers(server.app, clock)).toBe(0);
    await other.renew();
    clock += leaseMs() - 1;
    expect(await settleInterruptedAnswers(server.app, clock)).toBe(0);
    expect(await statusOf(answer)).toBe('pending');
    clock += 1; // a lease after its last renewal: lapsed
    expect(await settleInterruptedAnswers(server.app, clock)).toBe(1);
    expect(await rowOf(answer)).toMatchObject({ status: 'stopped', output: { content: 'Long answer' } });
  });

  it('settles answers recorded with no instance (stored before leases) only once older than a lease', async () => {
    const now = Date.now();
    const recent = await pendingChat({ ageMs: leaseMs() - 1_000 });
    const old = await pendingChat({ ageMs: leaseMs() + 1_000, text: 'Before the upgrade' });
    expect(await settleInterruptedAnswers(server.app, now)).toBe(1);
    expect(await statusOf(recent)).toBe('pending');
    expect(await rowOf(old)).toMatchObject({ status: 'stopped', output: { content: 'Before the upgrade' } });
  });

  it("settles this instance's own answers only once no longer streaming here and older than a lease", async () => {
    const self = server.app.instanceLease.id;
    const streaming = await pendingChat({ instanceId: self, ageMs: 10 * MINUTE });
    const justStored = await pendingChat({ instanceId: self });
    const abandoned = await pendingChat({ instanceId: self, ageMs: 10 * MINUTE, text: 'Cut short' });
    server.app.activeTurns.start(streaming, customer.id);
    try {
      expect(await settleInterruptedAnswers(server.app)).toBe(1);
    } finally {
      server.app.activeTurns.finish(streaming);
    }
    expect(await statusOf(streaming)).toBe('pending');
    expect(await statusOf(justStored)).toBe('pending');
    expect(await rowOf(abandoned)).toMatchObject({ status: 'stopped', output: { content: 'Cut short' } });
  });

  it('at start-up settles the answers of an earlier run at once on PGlite (one process owns it), on PostgreSQL once its lease lapses', async () => {
    await leaseOf('earlier-run', new Date(Date.now() + leaseMs()));
    const left = await pendingChat({ instanceId: 'earlier-run', text: 'Before the crash' });
    const unclaimed = await pendingChat();
    await settleAtStartUp(server.app);
    if (server.app.database.kind === 'pglite') {
      expect(await rowOf(left)).toMatchObject({ status: 'stopped', output: { content: 'Before the crash' } });
      expect(await statusOf(unclaimed)).toBe('stopped');
      expect(await leaseIds()).toEqual([server.app.instanceLease.id]);
    } else {
      // Another instance may share the database: its live lease is honoured.
      expect(await statusOf(left)).toBe('pending');
      expect(await statusOf(unclaimed)).toBe('pending');
      expect(await settleInterruptedAnswers(server.app, Date.now() + leaseMs())).toBe(2);
    }
  });
});

describe('a clean shutdown', () => {
  it('ends its turns, storing what they streamed, then removes its lease: nothing is left to settle', async () => {
    const fake = await startFakeOpenAI();
    fake.reply = () => ({ pieces: ['Cut by the ', 'shutdown'], hold: 'shutdown' });
    const closing = await startTestApp({ env: { OPENAI_BASE_URL: fake.baseUrl }, listen: true });
    try {
      const owner = await createSignedInCustomer(closing.app);
      const ownerSocket = await connectSocket(closing.app, owner.cookie);
      const body = sendBody();
      const streaming = nextEvent(ownerSocket, 'conversation:delta', (delta) => delta._id === body._id);
      expect(await emitEvent(ownerSocket, 'main:conversations:send', body)).toEqual({ ok: true });
      await streaming;
      ownerSocket.close();
      await closing.app.close();
      const [chat] = await closing.database.db.select().from(chats).where(eq(chats.id, body._id));
      // Stored by the turn itself (its usage names the model), not settled by anyone.
      expect(chat).toMatchObject({ status: 'stopped', output: { content: 'Cut by the ' }, usage: { model: 'gpt-4o-mini' } });
      const leases = await closing.database.db.select().from(instanceLeases);
      expect(leases.map((lease) => lease.id)).not.toContain(closing.app.instanceLease.id);
    } finally {
      await closing.database.close();
      await fake.close();
    }
  });
});
