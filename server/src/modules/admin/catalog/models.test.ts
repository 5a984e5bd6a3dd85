import type { AdminModel, ProviderListResponse } from '@chat/protocol';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, modelSettings } from '../../../db/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { sendBody } from '../../../test/chat-ids.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../../../test/fake-openai.ts';
import { createSignedInOperator } from '../../../test/operators.ts';
import { connectSocket, emitEvent, nextEvent } from '../../../test/socket.ts';

/** The built-in OpenAI models: gpt-4o-mini (the default, 20), gpt-4.1 (5), gpt-4o (5). */
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  return () => fake.close();
});
const server = useTestApp({ env: () => ({ OPENAI_BASE_URL: fake.baseUrl }), listen: true });
let operator: TestCustomer;
let customer: TestCustomer;
beforeAll(async () => {
  operator = await createSignedInOperator(server.app);
  customer = await createSignedInCustomer(server.app);
});
beforeEach(async () => {
  await server.database.db.delete(modelSettings);
  server.app.ai.applySettings([]);
});

const adminModels = async () =>
  (await server.http.get('/api/admin/models', operator.cookie)).json<{ models: AdminModel[] }>().models;
const adminModel = async (id: string) => (await adminModels()).find((model) => model._id === id)!;

/** Saves a model's settings from what the console shows now, with `change` over them. */
async function save(id: string, change: Partial<Pick<AdminModel, 'enabled' | 'isDefault' | 'maxFreeChat' | 'version'>>) {
  const { enabled, isDefault, maxFreeChat, version } = await adminModel(id);
  return server.http.put(
    `/api/admin/models/openai/${id}`,
    { enabled, isDefault, maxFreeChat, version, ...change },
    operator.cookie,
  );
}

const picker = async () =>
  (await server.http.get('/api/ai/providers?web=true&input=text&output=text')).json<ProviderListResponse>().providers[0]!.models;

const modelAudits = async (id: string) =>
  (
    await server.database.db
      .select({ value: count() })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'model'), eq(auditLog.targetId, `openai/${id}`)))
  )[0]!.value;

describe('the console’s models (issue 22)', () => {
  it('lists every model with the catalog’s values and the settings’ version', async () => {
    const models = await adminModels();
    expect(models.map((model) => model._id)).toEqual(['gpt-4o-mini', 'gpt-4.1', 'gpt-4o']);
    expect(models[0]).toMatchObject({
      provider: 'openai',
      providerName: 'OpenAI',
      name: 'GPT-4o mini',
      enabled: true,
      isDefault: true,
      maxFreeChat: 20,
      catalog: { isDefault: true, maxFreeChat: 20 },
      version: 0,
      updatedAt: null,
    });
  });

  it('a disabled model leaves every picker at once, and is refused as unknown; enabled again it returns', async () => {
    const socket = await connectSocket(server.app, customer.cookie);
    const told = nextEvent(socket, 'models:changed');
    const response = await save('gpt-4.1', { enabled: false });
    expect(response.statusCode).toBe(200);
    await told;
    expect(response.json<{ models: AdminModel[] }>().models.find((m) => m._id === 'gpt-4.1')).toMatchObject({
      enabled: false,
      version: 1,
    });
    // Still listed in the console, gone for customers.
    expect((await picker()).map((model) => model._id)).toEqual(['gpt-4o-mini', 'gpt-4o']);
    const before = fake.requests.length;
    expect(await emitEvent(socket, 'main:conversations:send', sendBody({ model: 'gpt-4.1' }))).toEqual({
      ok: false,
      code: 'bad_request',
      message: 'Unknown model or provider. Choose another model.',
    });
    expect(fake.requests.length).toBe(before);
    expect((await server.http.put('/api/ai/preferred-model', { model: 'gpt-4.1' }, customer.cookie)).statusCode).toBe(400);

    const log = (await server.http.get('/api/admin/audit?targetType=model&targetId=openai/gpt-4.1', operator.cookie)).json();
    expect(log.entries[0]).toMatchObject({
      action: 'model.update',
      target: { type: 'model', _id: 'openai/gpt-4.1', name: 'GPT-4.1' },
      before: { enabled: true, isDefault: false, maxFreeChat: 5 },
      after: { enabled: false, isDefault: false, maxFreeChat: 5 },
    });

    expect((await save('gpt-4.1', { enabled: true })).statusCode).toBe(200);
    expect((await picker()).map((model) => model._id)).toEqual(['gpt-4o-mini', 'gpt-4.1', 'gpt-4o']);
    const done = nextEvent(socket, 'conversation', (chat) => chat.model === 'gpt-4.1');
    expect(await emitEvent(socket, 'main:conversations:send', sendBody({ model: 'gpt-4.1' }))).toEqual({ ok: true });
    await done;
    socket.close();
  });

  it('applies a new default (clearing the provider’s other) and a free allowance the quota reads', async () => {
    expect((await save('gpt-4.1', { isDefault: true })).statusCode).toBe(200);
    expect((await save('gpt-4o', { isDefault: true, maxFreeChat: 3 })).statusCode).toBe(200);
    const models = await picker();
    expect(models.filter((model) => model.isDefault).map((model) => model._id)).toEqual(['gpt-4o']);
    expect(models.find((model) => model._id === 'gpt-4o')!.maxFreeChat).toBe(3);
    expect((await adminModel('gpt-4.1')).version).toBe(2);
    const quota = await server.http.get('/api/quota?provider=openai&model=gpt-4o', customer.cookie);
    expect(quota.json()).toMatchObject({ model: { _id: 'gpt-4o', tokensPerDay: 3000 } });
    // Disabling the default: the provider's first model offered is the default.
    expect((await save('gpt-4o', { enabled: false, isDefault: false })).statusCode).toBe(200);
    expect((await picker()).filter((model) => model.isDefault).map((model) => model._id)).toEqual(['gpt-4o-mini']);
  });

  it('keeps one model enabled: the last one cannot be disabled, and nothing changes', async () => {
    expect((await save('gpt-4.1', { enabled: false })).statusCode).toBe(200);
    expect((await save('gpt-4o', { enabled: false })).statusCode).toBe(200);
    const audits = await modelAudits('gpt-4o-mini');
    const refused = await save('gpt-4o-mini', { enabled: false, isDefault: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/At least one model must stay enabled/);
    expect(await adminModel('gpt-4o-mini')).toMatchObject({ enabled: true, version: 0 });
    expect(await modelAudits('gpt-4o-mini')).toBe(audits);
    expect((await picker()).map((model) => model._id)).toEqual(['gpt-4o-mini']);
  });

  it('of two operators disabling the last two models at the same moment, one is refused', async () => {
    expect((await save('gpt-4.1', { enabled: false })).statusCode).toBe(200);
    const [mini, gpt4o] = [await adminModel('gpt-4o-mini'), await adminModel('gpt-4o')];
    const body = (model: AdminModel) => ({
      enabled: false,
      isDefault: false,
      maxFreeChat: model.maxFreeChat,
      version: model.version,
    });
    const answers = await Promise.all([
      server.http.put('/api/admin/models/openai/gpt-4o-mini', body(mini), operator.cookie),
      server.http.put('/api/admin/models/openai/gpt-4o', body(gpt4o), operator.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await picker()).toHaveLength(1);
  });

  it('refuses an edit made on a stale version, a disabled default, a bad allowance and an unknown model', async () => {
    expect((await save('gpt-4o', { maxFreeChat: 7 })).statusCode).toBe(200);
    const audits = await modelAudits('gpt-4o');
    const stale = await save('gpt-4o', { maxFreeChat: 9, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'conflict',
      message: 'This model was changed by someone else meanwhile. Reload to see the current values.',
    });
    expect((await save('gpt-4o', { maxFreeChat: 9, version: 5 })).statusCode).toBe(409);
    expect((await save('gpt-4o', { enabled: false, isDefault: true })).statusCode).toBe(400);
    expect((await save('gpt-4o', { maxFreeChat: -1 })).statusCode).toBe(400);
    expect((await save('gpt-4o', { maxFreeChat: 2_000_000 })).statusCode).toBe(400);
    expect(await adminModel('gpt-4o')).toMatchObject({ maxFreeChat: 7, version: 1, enabled: true });
    expect(await modelAudits('gpt-4o')).toBe(audits);

    const body = { enabled: true, isDefault: false, maxFreeChat: 1, version: 0 };
    expect((await server.http.put('/api/admin/models/openai/gpt-9', body, operator.cookie)).statusCode).toBe(404);
    expect((await server.http.put('/api/admin/models/acme/gpt-4o', body, operator.cookie)).statusCode).toBe(404);
    expect(await server.database.db.select().from(modelSettings).where(eq(modelSettings.model, 'gpt-9'))).toEqual([]);
  });

  it('is no route for a customer', async () => {
    expect((await server.http.get('/api/admin/models', customer.cookie)).statusCode).toBe(404);
    const body = { enabled: false, isDefault: false, maxFreeChat: 1, version: 0 };
    expect((await server.http.put('/api/admin/models/openai/gpt-4o', body, customer.cookie)).statusCode).toBe(404);
    expect((await picker()).map((model) => model._id)).toContain('gpt-4o');
  });
});
