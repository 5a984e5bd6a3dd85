import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProviderListResponse } from '@chat/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import { startTestApp, type StartedTestApp } from '../../test/app.ts';
import { sendBody } from '../../test/chat-ids.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { connectSocket, emitEvent, nextEvent } from '../../test/socket.ts';

/** Each test builds the app with the providers it configures; it is closed after the test. */
const started: StartedTestApp[] = [];
async function start(env: Record<string, string> = {}) {
  const testApp = await startTestApp({ env });
  started.push(testApp);
  return testApp.app;
}
afterEach(async () => {
  for (const testApp of started.splice(0)) await testApp.close();
});

const providers = async (app: FastifyInstance) =>
  (await app.inject({ url: '/api/ai/providers?web=true&input=text&output=text' })).json<ProviderListResponse>();

describe('GET /api/ai/providers (§7)', () => {
  it('offers only the offline demo when no provider is configured, and it streams a plain demo answer', async () => {
    const app = await start();
    const list = await providers(app);
    expect(list).toMatchObject({ count: 1, skip: 0, limit: 24 });
    expect(list.providers[0]).toMatchObject({
      _id: 'demo',
      // The demo has no speech-to-text: no microphone is offered (issue 18).
      dictation: false,
      models: [{ _id: 'offline-demo', isDefault: true, provider: 'demo' }],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const customer = await createSignedInCustomer(app);
    const socket = await connectSocket(app, customer.cookie);
    const body = sendBody({ provider: 'demo', model: 'offline-demo', input: 'Hi demo' });
    let deltas = 0;
    socket.on('conversation:delta', () => deltas++);
    const done = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
    await emitEvent(socket, 'main:conversations:send', body);
    const chat = await done;
    expect(chat.output.content).toContain('offline demo model');
    expect(chat.output.content).toContain('OPENAI_API_KEY');
    expect(deltas).toBeGreaterThan(10);
    socket.close();
  });

  it('lists the configured providers without the demo, and the catalog decides models and filters', async () => {
    const catalog = path.join(tmpdir(), `catalog-${Date.now()}.json`);
    writeFileSync(
      catalog,
      JSON.stringify({
        providers: [
          {
            _id: 'openai',
            models: [
              { _id: 'gpt-text', name: 'Text', maxFreeChat: 7 },
              { _id: 'gpt-image', name: 'Images', isDefault: true, capabilities: { input: ['text'], output: ['image'] } },
            ],
          },
          { _id: 'local', type: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1', models: [] },
        ],
      }),
    );
    const app = await start({ OPENAI_API_KEY: 'sk-test', ANTHROPIC_API_KEY: 'ak-test', AI_CATALOG: catalog });
    const list = await providers(app);
    expect(list.providers.map((p) => p._id)).toEqual(['openai', 'anthropic']);
    expect(list.providers[0]?.models).toEqual([
      expect.objectContaining({ _id: 'gpt-text', name: 'Text', maxFreeChat: 7, isDefault: false, provider: 'openai' }),
    ]);
    expect(list.providers[1]?.models.some((m) => m.isDefault)).toBe(true);
    // OpenAI's speech-to-text model transcribes whichever provider is chosen.
    expect(list.providers.map((p) => p.dictation)).toEqual([true, true]);
  });

  it('offers no dictation when the speech-to-text model is turned off', async () => {
    const app = await start({ OPENAI_API_KEY: 'sk-test', OPENAI_TRANSCRIPTION_MODEL: 'none' });
    expect((await providers(app)).providers.map((p) => p.dictation)).toEqual([false]);
  });
});

describe('PUT /api/ai/preferred-model', () => {
  it("saves a listed model as the customer's preferred model and refuses unknown ones", async () => {
    const app = await start({ OPENAI_API_KEY: 'sk-test' });
    const customer = await createSignedInCustomer(app);
    const put = (model: string, cookie?: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/ai/preferred-model',
        payload: { model },
        ...(cookie ? { headers: { cookie } } : {}),
      });
    expect((await put('gpt-4.1')).statusCode).toBe(401);
    expect((await put('no-such-model', customer.cookie)).statusCode).toBe(400);
    const saved = await put('gpt-4.1', customer.cookie);
    expect(saved.json()).toEqual({ model: 'gpt-4.1' });
    const [row] = await app.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.preferredModel).toBe('gpt-4.1');
  });
});
