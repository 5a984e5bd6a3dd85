import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../test/app.ts';
import { sendBody } from '../test/chat-ids.ts';
import { createSignedInCustomer, type TestCustomer } from '../test/customers.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../test/fake-openai.ts';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from '../test/private-redis.ts';
import { connectSocket, emitEvent, nextEvent, type TestSocket } from '../test/socket.ts';

/**
 * Fault test: Redis goes away under two instances and comes back. Each instance keeps serving
 * its own sockets meanwhile (readiness says 503), and cross-instance delivery resumes after.
 */
const canRun = redisServerInstalled();

let redis: PrivateRedis;
let fake: FakeOpenAI;
let env: Record<string, string>;
let instanceB: FastifyInstance;
let customer: TestCustomer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  if (!canRun) return;
  redis = await startPrivateRedis();
  fake = await startFakeOpenAI();
  env = {
    REDIS_URL: redis.url,
    OPENAI_BASE_URL: fake.baseUrl,
    SESSION_SECRET: 'one-secret-for-every-instance-of-this-deployment',
  };
  return async () => {
    await redis.stop();
    await fake.close();
  };
});
const instanceA = useTestApp({ env: () => env, listen: true, runIf: canRun });
/** The second instance, on instance A's database. */
beforeAll(async () => {
  if (!canRun) return;
  instanceB = await buildTestApp(instanceA.database, env);
  await instanceB.listen({ port: 0, host: '127.0.0.1' });
  customer = await createSignedInCustomer(instanceA.app);
  return () => instanceB.close();
});

afterAll(() => {
  for (const socket of sockets) socket.close();
});

async function open(instance: FastifyInstance): Promise<TestSocket> {
  const socket = await connectSocket(instance, customer.cookie);
  sockets.push(socket);
  return socket;
}

async function exchange(from: TestSocket, to: TestSocket, input: string) {
  const body = sendBody({ input });
  const answer = nextEvent(to, 'conversation', (chat) => chat._id === body._id, 10_000);
  expect(await emitEvent(from, 'main:conversations:send', body)).toEqual({ ok: true });
  return answer;
}

const readiness = async (instance: FastifyInstance) => (await instance.inject({ url: '/api/ready' })).json<{ redis: string }>();

describe.runIf(canRun)('Redis goes away and comes back', () => {
  it('keeps each instance serving its own sockets, then fans out again once Redis returns', async () => {
    const onA = await open(instanceA.app);
    const onB = await open(instanceB);
    expect((await exchange(onA, onB, 'Before the outage')).output.content).toBe('Echo: Before the outage');

    await redis.stop();
    expect((await readiness(instanceA.app)).redis).toBe('unreachable');
    // Single-instance behaviour continues: the answer reaches the socket on the same instance.
    expect((await exchange(onA, onA, 'During the outage')).output.content).toBe('Echo: During the outage');
    const login = await instanceA.app.inject({
      method: 'POST',
      url: '/api/customers/auth/otp',
      payload: { identifier: 'outage@example.com' },
    });
    expect(login.statusCode).toBe(200); // rate limits fail open rather than locking customers out

    await redis.start();
    await expect.poll(async () => (await readiness(instanceB)).redis, { timeout: 10_000 }).toBe('ok');
    await expect.poll(async () => (await readiness(instanceA.app)).redis, { timeout: 10_000 }).toBe('ok');
    // The subscriber re-subscribes on reconnect: give it a moment, then cross-instance delivery works.
    await expect
      .poll(async () => (await exchange(onA, onB, `After the outage ${Date.now()}`).catch(() => undefined))?.status, {
        timeout: 15_000,
        interval: 500,
      })
      .toBe('done');
  });
});
