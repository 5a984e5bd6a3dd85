import { INPUT_MAX_CHARS } from '@chat/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../../test/app.ts';
import { clientId, sendBody } from '../../../test/chat-ids.ts';
import { createConversation } from '../../../test/conversations.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../../../test/fake-openai.ts';
import { connectSocket, emitEvent, nextEvent } from '../../../test/socket.ts';

let fake: FakeOpenAI;
let alice: TestCustomer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  return () => fake.close();
});
const server = useTestApp({ env: () => ({ OPENAI_BASE_URL: fake.baseUrl, CHAT_SENDS_PER_MINUTE: '5' }), listen: true });
beforeAll(async () => {
  alice = await createSignedInCustomer(server.app);
});

describe('send pipeline: bad input', () => {
  it.each([
    ['an invalid _id', { _id: 'xyz' }, /_id: must be 24 hexadecimal characters/],
    ['a wrong version', { version: 'v2' }, /version/],
    ['a missing input', { input: undefined }, /input/],
    ['an empty input', { input: '   ' }, /input: must not be empty/],
    ['an oversized input', { input: 'a'.repeat(INPUT_MAX_CHARS + 1) }, new RegExp(`at most ${INPUT_MAX_CHARS} characters`)],
    ['a missing model', { model: undefined }, /model/],
    ['a malformed conversation', { conversation: 'nope' }, /conversation/],
  ])('refuses %s with a clear message and calls no model', async (_label, override, message) => {
    const socket = await connectSocket(server.app, alice.cookie);
    const before = fake.requests.length;
    const ack = await emitEvent(socket, 'main:conversations:send', sendBody(override));
    expect(ack).toMatchObject({ ok: false, code: 'validation_failed' });
    expect(ack.ok === false && ack.message).toMatch(message);
    expect(fake.requests.length).toBe(before);
    socket.close();
  });

  it('refuses an unknown model or provider, and an unknown or foreign conversation', async () => {
    const socket = await connectSocket(server.app, alice.cookie);
    expect(await emitEvent(socket, 'main:conversations:send', sendBody({ model: 'gpt-9' }))).toMatchObject({
      ok: false,
      code: 'bad_request',
    });
    expect(await emitEvent(socket, 'main:conversations:send', sendBody({ provider: 'acme' }))).toMatchObject({
      ok: false,
      code: 'bad_request',
    });
    expect(await emitEvent(socket, 'main:conversations:send', sendBody({ conversation: clientId() }))).toEqual({
      ok: false,
      code: 'not_found',
      message: 'Conversation not found.',
    });
    const bob = await createSignedInCustomer(server.app);
    const bobsConversation = await createConversation(server.app, bob, 'Bob only');
    const asBob = (url: string) => server.http.get(url, bob.cookie).then((response) => response.json());
    const before = await asBob(`/api/conversations/${bobsConversation}`);
    expect(await emitEvent(socket, 'main:conversations:send', sendBody({ conversation: bobsConversation }))).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    // Nothing written in it (the insert is the check, issue 36): no exchange, no activity.
    expect(await asBob(`/api/conversations/chats?conversation=${bobsConversation}`)).toMatchObject({ count: 0 });
    expect(await asBob(`/api/conversations/${bobsConversation}`)).toEqual(before);
    socket.close();
  });

  it("never lets a customer reuse another customer's chat id", async () => {
    const bob = await createSignedInCustomer(server.app);
    const [aliceSocket, bobSocket] = await Promise.all([
      connectSocket(server.app, alice.cookie),
      connectSocket(server.app, bob.cookie),
    ]);
    const body = sendBody();
    const done = nextEvent(aliceSocket, 'conversation', (chat) => chat._id === body._id);
    await emitEvent(aliceSocket, 'main:conversations:send', body);
    await done;
    let leaked = false;
    bobSocket.on('conversation', () => (leaked = true));
    expect(await emitEvent(bobSocket, 'main:conversations:send', body)).toMatchObject({ ok: false, code: 'conflict' });
    expect(await emitEvent(bobSocket, 'main:conversations:stop', { _id: body._id })).toEqual({ ok: true });
    // Whatever the refused send set going has finished, and a round trip on Bob's socket comes
    // after anything it emitted to him.
    await Promise.all([...server.app.chatPipeline.running]);
    await emitEvent(bobSocket, 'main:conversations:stop', { _id: body._id });
    expect(leaked).toBe(false);
    aliceSocket.close();
    bobSocket.close();
  });

  it('rate limits a flooding customer with a clear error, without touching others', async () => {
    const flooder = await createSignedInCustomer(server.app);
    const socket = await connectSocket(server.app, flooder.cookie);
    const acks = [];
    for (let index = 0; index < 6; index++) acks.push(await emitEvent(socket, 'main:conversations:send', sendBody()));
    expect(acks.slice(0, 5).every((ack) => ack.ok)).toBe(true);
    expect(acks[5]).toEqual({
      ok: false,
      code: 'rate_limited',
      message: 'You are sending messages too quickly. Please wait a moment and try again.',
    });
    const other = await createSignedInCustomer(server.app);
    const otherSocket = await connectSocket(server.app, other.cookie);
    expect(await emitEvent(otherSocket, 'main:conversations:send', sendBody())).toEqual({ ok: true });
    await Promise.all([...server.app.chatPipeline.running]);
    socket.close();
    otherSocket.close();
  });
});

describe('plan check hook', () => {
  it('emits the plan decision and stores nothing when the plan refuses', async () => {
    const gated = await startTestApp({
      env: { OPENAI_BASE_URL: fake.baseUrl },
      planCheck: () => Promise.resolve({ allowed: false, code: 'no-subscription', limit: 'messages' }),
      listen: true,
    });
    const customer = await createSignedInCustomer(gated.app);
    const socket = await connectSocket(gated.app, customer.cookie);
    const request = nextEvent(socket, 'chats:request');
    const before = fake.requests.length;
    expect(await emitEvent(socket, 'main:conversations:send', sendBody())).toEqual({ ok: true });
    expect(await request).toMatchObject({
      code: 'no-subscription',
      limit: 'messages',
      lastChat: null,
      model: { _id: 'gpt-4o-mini' },
    });
    const chats = await gated.app.inject({ url: '/api/conversations/chats', headers: { cookie: customer.cookie } });
    expect(chats.json()).toMatchObject({ count: 0 });
    expect(fake.requests.length).toBe(before);
    socket.close();
    await gated.close();
  });
});
