import type { ProviderListResponse } from '@chat/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiRegistry } from '../../../ai/registry.ts';
import { testConfig, useTestApp } from '../../../test/app.ts';
import { sendBody } from '../../../test/chat-ids.ts';
import { createConversation } from '../../../test/conversations.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { FAKE_TITLE, isTitleCall, textOf, type FakeRequest } from '../../../test/fake-openai.ts';
import { FakeAnthropic } from '../../../test/fakes/anthropic.ts';
import { FakeGoogleGenerativeAI } from '../../../test/fakes/google-generative-ai.ts';
import { FAKE_OLLAMA_MODELS, startFakeOllama, type FakeOllama } from '../../../test/fakes/ollama.ts';
import { connectSocket, emitEvent, nextEvent, type TestSocket } from '../../../test/socket.ts';
import { allowEveryone } from './plan-check.ts';

// Anthropic and Google through their AI SDK clients, Ollama through its probe and the lean
// OpenAI-compatible runner: each against a fake of its wire protocol on loopback (test/fakes/).
const anthropic = new FakeAnthropic();
const google = new FakeGoogleGenerativeAI();
let ollama: FakeOllama;
beforeAll(async () => {
  [ollama] = await Promise.all([startFakeOllama(), anthropic.start(), google.start()]);
  return async () => {
    await Promise.all([anthropic.stop(), google.stop(), ollama.close()]);
  };
});
const server = useTestApp({
  env: () => ({ ...anthropic.env(), ...google.env(), ...ollama.env() }),
  planCheck: allowEveryone,
  listen: true,
});

let customer: TestCustomer;
let socket: TestSocket;
beforeAll(async () => {
  customer = await createSignedInCustomer(server.app);
  socket = await connectSocket(server.app, customer.cookie);
});
afterAll(() => socket.close());

interface Case {
  provider: string;
  model: string;
  echo: string;
  /** The answer calls and the title calls the fake received, with the key each came with (Ollama takes none). */
  requests: () => (FakeRequest & { apiKey?: string })[];
  apiKey: string | undefined;
}

const cases: Case[] = [
  {
    provider: 'anthropic',
    model: 'claude-sonnet-4-5',
    echo: 'Anthropic echo',
    requests: () => anthropic.requests,
    apiKey: anthropic.apiKey,
  },
  { provider: 'google', model: 'gemini-2.5-flash', echo: 'Gemini echo', requests: () => google.requests, apiKey: google.apiKey },
  { provider: 'ollama', model: FAKE_OLLAMA_MODELS[0]!, echo: 'Ollama echo', requests: () => ollama.requests, apiKey: undefined },
];

describe('every configured provider answers through the send pipeline (issue 35)', () => {
  it('lists the three providers with their default models, and no offline demo', async () => {
    const list = (await server.app.inject({ url: '/api/ai/providers?input=text&output=text' })).json<ProviderListResponse>();
    expect(list.providers.map((p) => p._id)).toEqual(['anthropic', 'google', 'ollama']);
    for (const { provider, model } of cases)
      expect(list.providers.find((p) => p._id === provider)?.models.find((m) => m.isDefault)?._id).toBe(model);
    expect(list.providers.find((p) => p._id === 'ollama')?.models.map((m) => m._id)).toEqual(FAKE_OLLAMA_MODELS);
  });

  it.each(cases)('streams $provider’s answer to the customer and names the conversation', async (each) => {
    const input = `Hello ${each.provider}, what is 6 × 7?`;
    const conversation = await createConversation(server.app, customer, `Asking ${each.provider}`);
    const body = sendBody({ provider: each.provider, model: each.model, conversation, input });
    const deltas: string[] = [];
    const onDelta = (delta: { _id: string; text: string }) => void (delta._id === body._id && deltas.push(delta.text));
    socket.on('conversation:delta', onDelta);
    const done = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
    const renamed = nextEvent(socket, 'conversation:updated', (c) => c._id === conversation && c.name === FAKE_TITLE);
    expect(await emitEvent(socket, 'main:conversations:send', body)).toEqual({ ok: true });
    const chat = await done;
    socket.off('conversation:delta', onDelta);

    const answer = `${each.echo}: ${input}`;
    expect(chat).toMatchObject({ status: 'done', output: { role: 'assistant', content: answer } });
    expect(deltas.join('')).toBe(answer);
    // The token counts each API reported (the fakes count characters) reached the chat.
    expect(chat.usage).toMatchObject({ model: each.model, completion_tokens: answer.length });
    await renamed;

    const requests = each.requests();
    const call = requests.find(
      (r) => !isTitleCall(r) && r.messages.some((m) => m.role === 'user' && textOf(m.content) === input),
    );
    expect(call, `${each.provider} was asked "${input}"`).toMatchObject({ model: each.model, stream: true });
    expect(textOf(call!.messages.find((m) => m.role === 'system')?.content ?? '')).not.toBe('');
    if (each.apiKey) expect(call!.apiKey).toBe(each.apiKey);
    expect(requests.filter(isTitleCall)).toHaveLength(1);
  });
});

describe('a key the provider refuses', () => {
  it.each([
    { provider: 'anthropic', env: () => ({ ...anthropic.env(), ANTHROPIC_API_KEY: 'wrong' }), message: 'invalid x-api-key' },
    { provider: 'google', env: () => ({ ...google.env(), GOOGLE_GENERATIVE_AI_API_KEY: 'wrong' }), message: 'API key not valid' },
  ])('fails the $provider call with the API’s own message, as its SDK parses it', async ({ provider, env, message }) => {
    const registry = await createAiRegistry(testConfig(env()).ai);
    const model = registry.providers.find((p) => p._id === provider)!.models[0]!;
    const call = model.runner.stream({
      messages: [{ role: 'user', content: 'Hi' }],
      signal: AbortSignal.timeout(5000),
      onText: () => {},
    });
    await expect(call).rejects.toThrow(message);
  });
});
