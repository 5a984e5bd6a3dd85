import type { AdminModel, AdminPlan, Plan, ProviderListResponse } from '@chat/protocol';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Database } from '../../../db/client.ts';
import { buildTestApp, useTestApp } from '../../../test/app.ts';
import { createSignedInCustomer } from '../../../test/customers.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../../../test/fake-openai.ts';
import { client } from '../../../test/http.ts';
import { createSignedInOperator } from '../../../test/operators.ts';
import { redisAvailable, testRedisUrl, uniqueRedisPrefix } from '../../../test/redis.ts';
import { connectSocket, nextEvent } from '../../../test/socket.ts';

/**
 * Two instances on one database and one Redis (DESIGN §1 scale-out): an operator's change on one
 * is what the other's customers get, without a restart. Skipped only where no Redis runs.
 */
const hasRedis = await redisAvailable();
let fake: FakeOpenAI;
let env: Record<string, string>;
beforeAll(async () => {
  if (!hasRedis) return;
  fake = await startFakeOpenAI();
  env = {
    OPENAI_BASE_URL: fake.baseUrl,
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: uniqueRedisPrefix(),
    // Instances of one deployment share the secret that signs session cookies.
    SESSION_SECRET: 'one-secret-for-every-instance-of-this-deployment',
  };
  return () => fake.close();
});
const instanceA = useTestApp({ env: () => env, listen: true, runIf: hasRedis });
let instanceB: FastifyInstance;
let secondPool: Database | undefined;
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

describe.runIf(hasRedis)('the console’s catalog on several instances (issue 22)', () => {
  it('a model disabled on one instance leaves the picker of the other, whose customers are told', async () => {
    const operator = await createSignedInOperator(instanceA.app);
    const customer = await createSignedInCustomer(instanceA.app);
    const onB = client(instanceB);
    const pickerOnB = async () =>
      (await onB.get('/api/ai/providers?web=true&input=text&output=text'))
        .json<ProviderListResponse>()
        .providers[0]!.models.map((model) => model._id);
    expect(await pickerOnB()).toContain('gpt-4o');

    const socket = await connectSocket(instanceB, customer.cookie);
    const told = nextEvent(socket, 'models:changed');
    const models = (await instanceA.http.get('/api/admin/models', operator.cookie)).json<{ models: AdminModel[] }>().models;
    const gpt4o = models.find((model) => model._id === 'gpt-4o')!;
    const body = { enabled: false, isDefault: false, maxFreeChat: gpt4o.maxFreeChat, version: gpt4o.version };
    expect((await instanceA.http.put('/api/admin/models/openai/gpt-4o', body, operator.cookie)).statusCode).toBe(200);
    // Told once instance B has the new list: what the picker then reads has it.
    await told;
    expect(await pickerOnB()).toEqual(['gpt-4o-mini', 'gpt-4.1']);
    socket.close();
  });

  it('a plan edited on one instance is what the other sells at once, although it had the plans cached', async () => {
    const operator = await createSignedInOperator(instanceA.app);
    const onB = client(instanceB);
    const starterOnB = async () =>
      (await onB.get('/api/plans')).json<{ plans: Plan[] }>().plans.find((p) => p._id === 'starter')!;
    expect((await starterOnB()).messagesPerDay).toBe(100);

    const plans = (await instanceA.http.get('/api/admin/plans', operator.cookie)).json<{ plans: AdminPlan[] }>().plans;
    const starter = plans.find((plan) => plan._id === 'starter')!;
    const body = { name: starter.name, messagesPerDay: 120, prices: starter.prices, version: starter.version };
    expect((await instanceA.http.put('/api/admin/plans/starter', body, operator.cookie)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await starterOnB()).messagesPerDay).toBe(120), { timeout: 3000 });
  });
});
