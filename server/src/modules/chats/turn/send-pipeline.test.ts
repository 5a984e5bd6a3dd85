import type { Chat } from '@chat/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { sendBody } from '../../../test/chat-ids.ts';
import { createConversation } from '../../../test/conversations.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { defaultReply, FAKE_TITLE, startFakeOpenAI, textOf, type FakeOpenAI } from '../../../test/fake-openai.ts';
import { connectSocket, emitEvent, nextEvent, type TestSocket } from '../../../test/socket.ts';
import { allowEveryone } from './plan-check.ts';

let fake: FakeOpenAI;
let customer: TestCustomer;
let socket: TestSocket;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  return () => fake.close();
});
// The pipeline's own steps; the quota is tested in modules/billing/quota-pipeline.test.ts.
// A model silent for 3 s fails the answer: long beside a test's reaction to a held answer.
const server = useTestApp({
  env: () => ({ OPENAI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: '3000' }),
  planCheck: allowEveryone,
  listen: true,
});

beforeEach(async () => {
  fake.reply = defaultReply;
  fake.requests.length = 0;
  customer = await createSignedInCustomer(server.app);
  socket?.close();
  socket = await connectSocket(server.app, customer.cookie);
});

afterAll(() => socket.close());

const send = (body: object) => emitEvent(socket, 'main:conversations:send', body);
const chatsOf = async (conversation?: string) =>
  (
    await server.app.inject({
      url: `/api/conversations/chats${conversation ? `?conversation=${conversation}` : ''}`,
      headers: { cookie: customer.cookie },
    })
  ).json<{ chats: Chat[]; count: number }>();
const settled = () => Promise.all([...server.app.chatPipeline.running]);

describe('send pipeline (§4, DESIGN §4)', () => {
  it('persists the input, streams deltas to every socket of the customer, then emits the chat with total and count', async () => {
    const otherTab = await connectSocket(server.app, customer.cookie);
    fake.reply = () => ({ pieces: ['Hel', 'lo ', 'world'], pieceDelayMs: 20 });
    const body = sendBody({ input: 'Say hello' });
    const deltas: string[] = [];
    socket.on('conversation:delta', (delta) => deltas.push(delta.text));
    const inOtherTab = nextEvent(otherTab, 'conversation', (chat) => chat._id === body._id);
    const done = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
    expect(await send(body)).toEqual({ ok: true });
    const chat = await done;
    expect(deltas.join('')).toBe('Hello world');
    expect(chat).toMatchObject({
      input: { role: 'user', content: 'Say hello' },
      output: { role: 'assistant', content: 'Hello world' },
      status: 'done',
      count: 1,
    });
    expect(chat.conversation).toBeUndefined();
    expect(chat.usage).toMatchObject({ model: 'gpt-4o-mini', completion_tokens: 11 });
    expect(chat.total).toBe(chat.usage!.total_tokens);
    expect((await inOtherTab)._id).toBe(body._id);
    const stored = await chatsOf();
    expect(stored.chats.map((c) => c.output.content)).toEqual(['Hello world']);
    otherTab.close();
    // The next answer's figures count both: the day's tokens and chats, this one's included.
    const next = sendBody({ input: 'Again' });
    const nextDone = nextEvent(socket, 'conversation', (c) => c._id === next._id);
    await send(next);
    const second = await nextDone;
    expect(second.count).toBe(2);
    expect(second.total).toBe(chat.total + second.usage!.total_tokens);
  });

  it('creates one chat and one model call for the same _id sent twice, and re-delivers the answer', async () => {
    const body = sendBody();
    const first = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
    await send(body);
    await first;
    const again = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
    expect(await send(body)).toEqual({ ok: true });
    expect((await again).output.content).toBe('Echo: Hello there');
    expect(fake.requests.filter((r) => !r.messages.some((m) => textOf(m.content).includes('short title')))).toHaveLength(1);
    expect((await chatsOf()).count).toBe(1);
  });

  it('sends the earlier exchanges of the conversation as history, and not those of other chats', async () => {
    const conversation = await createConversation(server.app, customer, 'History');
    for (const input of ['first question', 'second question']) {
      const body = sendBody({ conversation, input });
      const done = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
      await send(body);
      await done;
    }
    const general = sendBody({ input: 'general question' });
    const generalDone = nextEvent(socket, 'conversation', (chat) => chat._id === general._id);
    await send(general);
    await generalDone;
    const third = sendBody({ conversation, input: 'third question' });
    const thirdDone = nextEvent(socket, 'conversation', (chat) => chat._id === third._id);
    await send(third);
    await thirdDone;
    const last = fake.requests.filter((r) => r.messages.at(-1)?.content === 'third question').at(-1)!;
    expect(last.messages.filter((m) => m.role !== 'system').map((m) => m.content)).toEqual([
      'first question',
      'Echo: first question',
      'second question',
      'Echo: second question',
      'third question',
    ]);
    expect((await chatsOf(conversation)).chats.map((c) => c.input.content)).toEqual([
      'third question',
      'second question',
      'first question',
    ]);
  });

  it('keeps the history within the context budget of the model', async () => {
    const conversation = await createConversation(server.app, customer, 'Long');
    fake.reply = (request) =>
      request.messages.some((m) => textOf(m.content).includes('short title'))
        ? { pieces: ['T'] }
        : { pieces: ['x'.repeat(200_000)] };
    for (let index = 0; index < 3; index++) {
      const body = sendBody({ conversation, input: `question ${index}` });
      const done = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
      await send(body);
      await done;
    }
    const last = fake.requests.filter((r) => r.messages.at(-1)?.content === 'question 2').at(-1)!;
    const size = last.messages.reduce((n, m) => n + m.content.length, 0);
    // gpt-4o-mini has 128k tokens; half of it ≈ 256k characters: one earlier answer fits, not two.
    expect(size).toBeLessThan(128_000 * 4 * 0.5 + 1000);
    expect(last.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['question 1', 'question 2']);
  });

  it('replaces the provisional name with a generated title after the first exchange, live', async () => {
    const conversation = await createConversation(server.app, customer, 'what is a good pasta…');
    const renamed = nextEvent(
      socket,
      'conversation:updated',
      (c) => c._id === conversation && c.name !== 'what is a good pasta…',
    );
    const body = sendBody({ conversation, input: 'what is a good pasta recipe?' });
    await send(body);
    expect((await renamed).name).toBe(FAKE_TITLE);
    await settled();
    const second = sendBody({ conversation, input: 'and a dessert?' });
    const done = nextEvent(socket, 'conversation', (chat) => chat._id === second._id);
    await send(second);
    await done;
    await settled();
    expect(fake.requests.filter((r) => r.messages.some((m) => textOf(m.content).includes('short title')))).toHaveLength(1);
  });

  it('stops an answer on main:conversations:stop and keeps the partial text', async () => {
    // The model says its first word, then is held until the test lets it go on.
    fake.reply = () => ({ pieces: Array.from({ length: 200 }, (_, i) => `w${i} `), hold: 'stop' });
    const body = sendBody();
    const firstDelta = nextEvent(socket, 'conversation:delta', (delta) => delta._id === body._id);
    const done = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
    await send(body);
    await firstDelta;
    expect(await emitEvent(socket, 'main:conversations:stop', { _id: body._id })).toEqual({ ok: true });
    const chat = await done;
    await fake.release('stop');
    expect(chat).toMatchObject({ status: 'stopped', output: { content: 'w0 ' } });
    expect((await chatsOf()).chats[0]).toMatchObject({ status: 'stopped', output: { content: 'w0 ' } });
  });

  it('ends quietly an answer whose chat the customer cleared while it streamed', async () => {
    fake.reply = () => ({ pieces: ['Soon ', 'gone'], hold: 'cleared' });
    const body = sendBody();
    const firstDelta = nextEvent(socket, 'conversation:delta', (delta) => delta._id === body._id);
    await send(body);
    await firstDelta;
    const cleared = await server.app.inject({
      method: 'DELETE',
      url: '/api/conversations/chats/clear',
      headers: { cookie: customer.cookie },
    });
    expect(cleared.statusCode).toBe(200);
    const running = [...server.app.chatPipeline.running];
    await fake.release('cleared');
    await Promise.all(running);
    // The turn is over: nothing streaming is left behind, nothing stored again.
    expect(server.app.activeTurns.has(body._id)).toBe(false);
    expect((await chatsOf()).chats).toEqual([]);
  });

  it('lists an answer still streaming with the text so far, so a reload mid-answer keeps it', async () => {
    fake.reply = () => ({ pieces: ['First ', 'part ', 'and the rest'], hold: 'listed' });
    const body = sendBody();
    const firstDelta = nextEvent(socket, 'conversation:delta', (delta) => delta._id === body._id);
    const done = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
    await send(body);
    await firstDelta;
    expect((await chatsOf()).chats[0]).toMatchObject({ status: 'pending', output: { content: 'First ' } });
    await fake.release('listed');
    expect((await done).output.content).toBe('First part and the rest');
  });

  it.each([
    ['an error status', 'http500'],
    ['an error mid-stream', 'midstream'],
    ['no answer in time', 'hang'],
    ['an empty answer', 'empty'],
  ] as const)('reports %s with chats:request code error and the stored chat', async (_label, fail) => {
    fake.reply = () => ({ pieces: ['partial '], fail });
    const body = sendBody();
    const request = nextEvent(socket, 'chats:request', (r) => r.lastChat?._id === body._id, 10_000);
    expect(await send(body)).toEqual({ ok: true });
    const { code, lastChat, model } = await request;
    expect(code).toBe('error');
    expect(lastChat).toMatchObject({ _id: body._id, status: 'error', input: { content: 'Hello there' } });
    expect(model?._id).toBe('gpt-4o-mini');
    expect((await chatsOf()).chats[0]?.status).toBe('error');
  });
});
