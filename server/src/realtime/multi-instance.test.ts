import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.ts';
import { buildTestApp, useTestApp } from '../test/app.ts';
import { sendBody } from '../test/chat-ids.ts';
import { createSignedInCustomer } from '../test/customers.ts';
import { upload } from '../test/files.ts';
import { redisAvailable, testRedisUrl, uniqueRedisPrefix } from '../test/redis.ts';
import { closeOnServer, connectSocket, emitEvent, nextEvent, type TestSocket } from '../test/socket.ts';
import { defaultReply, startFakeOpenAI, type FakeOpenAI } from '../test/fake-openai.ts';
import { settleInterruptedAnswers } from '../jobs/interrupted-answers.ts';
import { chats, instanceLeases } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import type { Chat } from '@chat/protocol';

/**
 * Two app instances on loopback sharing the database and Redis, as behind a round-robin balancer
 * (DESIGN §1 scale-out). On PostgreSQL each instance has a pool of its own; on PGlite they share
 * the one in-memory database. Skipped only where no Redis runs (never in CI).
 */
const hasRedis = await redisAvailable();

let secondPool: Database | undefined;
let instanceB: FastifyInstance;
let fake: FakeOpenAI;
let env: Record<string, string>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  if (!hasRedis) return;
  fake = await startFakeOpenAI();
  env = {
    OPENAI_BASE_URL: fake.baseUrl,
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: uniqueRedisPrefix(),
    RATE_LIMIT_MULTIPLIER: '1',
    CHAT_SENDS_PER_MINUTE: '3',
    SOCKETS_PER_CUSTOMER: '3',
    UPLOADS_PER_MINUTE: '2',
    // Instances of one deployment share the secret that signs session cookies.
    SESSION_SECRET: 'one-secret-for-every-instance-of-this-deployment',
  };
  return () => fake.close();
});
const instanceA = useTestApp({ env: () => env, listen: true, runIf: hasRedis });
/** The second instance, on instance A's database (through a pool of its own on PostgreSQL). */
beforeAll(async () => {
  if (!hasRedis) return;
  secondPool = instanceA.database.url ? await openPostgres(instanceA.database.url) : undefined;
  instanceB = await buildTestApp({ ...instanceA.database, ...secondPool }, env);
  await instanceB.listen({ port: 0, host: '127.0.0.1' });
  return async () => {
    await instanceB.close();
    await secondPool?.close();
  };
});

afterAll(() => {
  for (const socket of sockets) socket.close();
});

async function socketOn(instance: FastifyInstance, cookie: string): Promise<TestSocket> {
  const socket = await connectSocket(instance, cookie);
  sockets.push(socket);
  return socket;
}

describe.runIf(hasRedis)('several instances sharing the database and Redis', () => {
  it("counts a customer's uploads on every instance: the upload limit is kept in Redis", async () => {
    const customer = await createSignedInCustomer(instanceA.app);
    const send = (instance: FastifyInstance) => upload(instance, customer.cookie, 'notes.txt', Buffer.from('notes'));
    expect((await send(instanceA.app)).statusCode).toBe(201);
    expect((await send(instanceB)).statusCode).toBe(201);
    expect((await send(instanceA.app)).statusCode).toBe(429);
    expect((await send(instanceB)).statusCode).toBe(429);
  });

  it('delivers an answer generated on instance A to the same customer connected to instance B', async () => {
    const customer = await createSignedInCustomer(instanceA.app);
    const onA = await socketOn(instanceA.app, customer.cookie);
    const onB = await socketOn(instanceB, customer.cookie);
    const body = sendBody({ input: 'Hello from the phone' });
    const deltaOnB = nextEvent(onB, 'conversation:delta', (delta) => delta._id === body._id, 10_000);
    const answerOnB = nextEvent(onB, 'conversation', (chat) => chat._id === body._id, 10_000);
    expect(await emitEvent(onA, 'main:conversations:send', body)).toEqual({ ok: true });
    expect((await deltaOnB).text.length).toBeGreaterThan(0);
    const chat = await answerOnB;
    expect(chat).toMatchObject({ input: { content: 'Hello from the phone' }, status: 'done' });
    expect(chat.output.content).toBe('Echo: Hello from the phone');
  });

  it('tells a tab on instance B at once when the customer pins and archives on instance A (issue 21)', async () => {
    const customer = await createSignedInCustomer(instanceA.app);
    const onB = await socketOn(instanceB, customer.cookie);
    const created = await instanceA.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: customer.cookie },
      payload: { name: 'Shared plans' },
    });
    const { _id } = created.json<{ conversation: { _id: string } }>().conversation;
    const change = (body: object) =>
      instanceA.app.inject({
        method: 'PATCH',
        url: `/api/conversations/${_id}`,
        headers: { cookie: customer.cookie },
        payload: body,
      });
    const pinned = nextEvent(
      onB,
      'conversation:updated',
      (conversation) => conversation._id === _id && conversation.pinnedAt !== null,
    );
    expect((await change({ pinned: true })).statusCode).toBe(200);
    expect(await pinned).toMatchObject({ name: 'Shared plans', archivedAt: null });
    const archived = nextEvent(onB, 'conversation:updated', (conversation) => conversation.archivedAt !== null);
    expect((await change({ archived: true })).statusCode).toBe(200);
    expect(await archived).toMatchObject({ _id });
  });

  it("never delivers one customer's events to another customer's socket on the other instance", async () => {
    const owner = await createSignedInCustomer(instanceA.app);
    const stranger = await createSignedInCustomer(instanceB);
    const ownerSocket = await socketOn(instanceA.app, owner.cookie);
    const strangerSocket = await socketOn(instanceB, stranger.cookie);
    const leaked: unknown[] = [];
    strangerSocket.on('conversation:delta', (delta) => leaked.push(delta));
    strangerSocket.on('conversation', (chat) => leaked.push(chat));
    const body = sendBody({ input: 'Private' });
    const done = nextEvent(ownerSocket, 'conversation', (chat) => chat._id === body._id, 10_000);
    await emitEvent(ownerSocket, 'main:conversations:send', body);
    await done;
    expect(leaked).toEqual([]);
  });

  it('shows an answer still streaming on A, text so far included, to a reload that lands on B, then the rest', async () => {
    const customer = await createSignedInCustomer(instanceA.app);
    const onA = await socketOn(instanceA.app, customer.cookie);
    fake.reply = () => ({ pieces: ['one ', 'two ', 'three ', 'four'], hold: 'reload' });
    const body = sendBody({ input: 'Count slowly' });
    const firstDelta = nextEvent(onA, 'conversation:delta', (delta) => delta._id === body._id, 10_000);
    await emitEvent(onA, 'main:conversations:send', body);
    await firstDelta;
    onA.close(); // the tab reloads; the balancer sends it to instance B
    const onB = await socketOn(instanceB, customer.cookie);
    const rest = nextEvent(onB, 'conversation', (chat) => chat._id === body._id, 10_000);
    const page = (await instanceB.inject({ url: '/api/conversations/chats', headers: { cookie: customer.cookie } })).json<{
      chats: Chat[];
    }>();
    const inProgress = page.chats.find((chat) => chat._id === body._id)!;
    expect(inProgress).toMatchObject({ status: 'pending', output: { content: 'one ' } });
    await fake.release('reload');
    expect((await rest).output.content).toBe('one two three four');
  });

  it('stops an answer streaming on A when the stop arrives at B', async () => {
    const customer = await createSignedInCustomer(instanceA.app);
    const onA = await socketOn(instanceA.app, customer.cookie);
    const onB = await socketOn(instanceB, customer.cookie);
    fake.reply = () => ({ pieces: Array.from({ length: 40 }, (_, n) => `${n} `), hold: 'stop-at-b' });
    const body = sendBody({ input: 'Talk for a while' });
    const started = nextEvent(onB, 'conversation:delta', (delta) => delta._id === body._id, 10_000);
    const stopped = nextEvent(onB, 'conversation', (chat) => chat._id === body._id, 10_000);
    await emitEvent(onA, 'main:conversations:send', body);
    await started;
    expect(await emitEvent(onB, 'main:conversations:stop', { _id: body._id })).toEqual({ ok: true });
    const chat = await stopped;
    await fake.release('stop-at-b');
    expect(chat).toMatchObject({ status: 'stopped', output: { content: '0 ' } });
  });

  it('settles an answer whose instance died, keeping its checkpointed text, and leaves live answers alone', async () => {
    const customer = await createSignedInCustomer(instanceA.app);
    const onB = await socketOn(instanceB, customer.cookie);
    const orphanId = sendBody()._id;
    const liveId = sendBody()._id;
    const db = instanceA.app.database.db;
    const longAgo = new Date(Date.now() - 5 * 60_000);
    // The killed instance checkpointed some text, then its lease lapsed; instance A renews its own.
    await db.insert(instanceLeases).values({ id: 'killed-instance', heartbeatAt: longAgo, expiresAt: new Date(Date.now() - 1) });
    const chat = {
      customerId: customer.id,
      input: { role: 'user' as const, content: 'Question', files: [] },
      createdAt: longAgo,
    };
    await db.insert(chats).values([
      { ...chat, id: orphanId, provider: 'openai', model: 'gpt-4o-mini', instanceId: 'killed-instance' },
      { ...chat, id: liveId, provider: 'openai', model: 'gpt-4o-mini', instanceId: instanceA.app.instanceLease.id },
    ]);
    await db
      .update(chats)
      .set({ output: { role: 'assistant', content: 'Half an ans', files: [] } })
      .where(eq(chats.id, orphanId));
    instanceA.app.activeTurns.start(liveId, customer.id);
    const told = nextEvent(onB, 'conversation', (answer) => answer._id === orphanId);
    expect(await settleInterruptedAnswers(instanceB)).toBe(1);
    expect(await settleInterruptedAnswers(instanceA.app)).toBe(0); // already done by B: nothing twice
    expect(await told).toMatchObject({ status: 'stopped', output: { content: 'Half an ans' } });
    const [live] = await db.select().from(chats).where(eq(chats.id, liveId));
    expect(live?.status).toBe('pending');
    instanceA.app.activeTurns.finish(liveId);
  });

  it('shares the per-customer send limit: sends to A count against the same customer on B', async () => {
    const customer = await createSignedInCustomer(instanceA.app);
    const onA = await socketOn(instanceA.app, customer.cookie);
    const onB = await socketOn(instanceB, customer.cookie);
    fake.reply = defaultReply;
    const acks = [];
    for (const socket of [onA, onB, onA])
      acks.push(await emitEvent(socket, 'main:conversations:send', sendBody({ input: 'Quick' })));
    expect(acks.every((ack) => ack.ok)).toBe(true);
    const fourth = await emitEvent(onB, 'main:conversations:send', sendBody({ input: 'One too many' }));
    expect(fourth).toMatchObject({ ok: false, code: 'rate_limited' });
    await Promise.all([...instanceA.app.chatPipeline.running, ...instanceB.chatPipeline.running]);
  });

  it('shares rate limits: requests to instance A count against the same client on instance B', async () => {
    const askCode = (instance: FastifyInstance, n: number) =>
      instance.inject({
        method: 'POST',
        url: '/api/customers/auth/otp',
        payload: { identifier: `limit-${n}-${Date.now()}@example.com` },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) statuses.push((await askCode(n % 2 ? instanceB : instanceA.app, n)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const eleventh = await askCode(instanceB, 10);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'rate_limited' });
  });

  it("caps a customer's sockets across instances: the one over the cap is refused wherever it lands", async () => {
    const customer = await createSignedInCustomer(instanceA.app);
    const firstOnA = await socketOn(instanceA.app, customer.cookie);
    await socketOn(instanceA.app, customer.cookie);
    await socketOn(instanceB, customer.cookie);
    const refused = await socketOn(instanceB, customer.cookie).catch((error: Error & { data?: unknown }) => error);
    expect(refused).toMatchObject({ data: { code: 'too_many_connections', status: 429 } });
    await closeOnServer(instanceA.app, firstOnA);
    // The slot freed on A is taken on A: its release and this handshake share A's Redis connection, in order.
    expect((await socketOn(instanceA.app, customer.cookie)).connected).toBe(true);
    await expect(socketOn(instanceB, customer.cookie)).rejects.toMatchObject({ data: { code: 'too_many_connections' } });
  });

  it("shares a customer's write budget: 60 conversations over both instances, then 429 on either", async () => {
    const customer = await createSignedInCustomer(instanceA.app);
    const create = (instance: FastifyInstance, n: number) =>
      instance.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: customer.cookie, 'content-type': 'application/json' },
        payload: { name: `Conversation ${n}` },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 60; n++) statuses.push((await create(n % 2 ? instanceB : instanceA.app, n)).statusCode);
    expect(statuses.every((status) => status === 201)).toBe(true);
    for (const instance of [instanceA.app, instanceB]) {
      const refused = await create(instance, 60);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('reports both instances ready with Redis', async () => {
    for (const instance of [instanceA.app, instanceB]) {
      const response = await instance.inject({ method: 'GET', url: '/api/ready' });
      expect(response.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
    }
  });
});
