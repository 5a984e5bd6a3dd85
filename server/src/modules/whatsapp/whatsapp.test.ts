import type { Chat } from '@chat/protocol';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanDecision } from '../chats/turn/plan-check.ts';
import { whatsappInbound, whatsappLinks } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { defaultReply, startFakeOpenAI, textOf, type FakeOpenAI } from '../../test/fake-openai.ts';
import { FakeWhatsApp, inboundPayload, newWamid, signWebhook } from '../../test/fakes/whatsapp.ts';
import { connectSocket, listeningUrl, nextEvent } from '../../test/socket.ts';

let ai: FakeOpenAI;
let whatsapp: FakeWhatsApp;
let webhook: string;
let decision: PlanDecision;
let customer: TestCustomer;
let phone: string;

beforeAll(async () => {
  ai = await startFakeOpenAI();
  whatsapp = await new FakeWhatsApp().start();
  return async () => {
    await whatsapp.stop();
    await ai.close();
  };
});
const server = useTestApp({
  env: () => ({
    ...whatsapp.env(),
    OPENAI_BASE_URL: ai.baseUrl,
    PUBLIC_URL: 'https://chat.example',
    WHATSAPP_RETRY_BASE_MS: '5',
  }),
  planCheck: () => Promise.resolve(decision),
  listen: true,
});
beforeAll(() => {
  webhook = `${listeningUrl(server.app)}/api/webhooks/whatsapp`;
});

let counter = 0;
beforeEach(async () => {
  decision = { allowed: true };
  ai.reply = defaultReply;
  whatsapp.failNext = 0;
  customer = await createSignedInCustomer(server.app);
  phone = `+4071${String(Date.now() % 1_000_000).padStart(6, '0')}${counter++ % 10}`.slice(0, 12);
  await server.app.database.db.insert(whatsappLinks).values({ customerId: customer.id, phone });
});

const digits = (number: string) => number.slice(1);
/** Posts a signed webhook and waits until the answer (streamed in the background) has left. */
async function receive(payload: unknown): Promise<Response> {
  const response = await whatsapp.postWebhook(webhook, payload);
  await Promise.all([...server.app.chatPipeline.running]);
  await server.app.whatsapp.sender.settled();
  return response;
}
const say = (text: string, from = phone) => receive(inboundPayload(digits(from), [{ text }]));
const generalChats = async () =>
  (await server.app.inject({ url: '/api/conversations/chats', headers: { cookie: customer.cookie } })).json<{ chats: Chat[] }>()
    .chats;

describe('WhatsApp webhook verification (GET)', () => {
  it('answers the challenge when the verify token matches, 403 otherwise', async () => {
    const ok = await server.app.inject({
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${whatsapp.verifyToken}&hub.challenge=12345`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('12345');
    const wrong = await server.app.inject({
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'forbidden' });
  });
});

describe('WhatsApp webhook signature and payloads', () => {
  it('refuses a bad or missing signature with 401 and processes nothing', async () => {
    const payload = inboundPayload(digits(phone), [{ text: 'Hello?' }]);
    const body = JSON.stringify(payload);
    const forged = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook('not-the-secret', body) },
      body,
    });
    const missing = await fetch(webhook, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(forged.status).toBe(401);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'unauthorized', message: 'Invalid signature.' });
    await server.app.whatsapp.sender.settled();
    expect(whatsapp.textsTo(phone)).toEqual([]);
    expect(await generalChats()).toEqual([]);
  });

  it('refuses malformed payloads with 400 (signed, but not a WhatsApp notification)', async () => {
    for (const payload of [
      { object: 'page', entry: [] },
      { object: 'whatsapp_business_account', entry: 'x' },
    ]) {
      const response = await receive(payload);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_request' });
    }
    const notJson = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook(whatsapp.appSecret, '{oops') },
      body: '{oops',
    });
    expect(notJson.status).toBe(400);
  });

  it('accepts a statuses-only webhook (delivery receipts) and answers nothing', async () => {
    const payload = inboundPayload(digits(phone), []);
    const value = payload.entry[0]!.changes[0]!.value as Record<string, unknown>;
    delete value.messages;
    value.statuses = [{ id: newWamid(), status: 'delivered', timestamp: '1', recipient_id: digits(phone) }];
    const response = await receive(payload);
    expect(response.status).toBe(200);
    expect(whatsapp.textsTo(phone)).toEqual([]);
  });

  it('processes a replayed message id once', async () => {
    const id = newWamid();
    await receive(inboundPayload(digits(phone), [{ text: 'Only once' }], [id]));
    const replay = await receive(inboundPayload(digits(phone), [{ text: 'Only once' }], [id]));
    expect(replay.status).toBe(200);
    expect(whatsapp.textsTo(phone)).toEqual(['Echo: Only once']);
    expect(await generalChats()).toHaveLength(1);
  });

  it('keeps a message with NUL or a lone surrogate without them, and refuses a message id with one (issue 19)', async () => {
    await say('What\u0000 is\uD800 2+2?');
    expect(whatsapp.textsTo(phone)).toEqual(['Echo: What is 2+2?']);
    expect(await generalChats()).toMatchObject([{ input: { content: 'What is 2+2?' } }]);
    const badId = await receive(inboundPayload(digits(phone), [{ text: 'Hello' }], ['wamid.\u0000']));
    expect(badId.status).toBe(400);
  });

  it('answers unsupported message types politely', async () => {
    await receive(inboundPayload(digits(phone), [{ type: 'image' }]));
    expect(whatsapp.textsTo(phone)).toEqual([
      'Sorry, I can only read text messages for now. Please write your question as text.',
    ]);
  });
});

describe('chatting on WhatsApp', () => {
  it('answers through the send pipeline and shows the exchange live in the general chat', async () => {
    const socket = await connectSocket(server.app, customer.cookie);
    const live = nextEvent(socket, 'conversation', (chat) => chat.input.content === 'What is 2+2?');
    await say('What is 2+2?');
    const chat = await live;
    socket.close();
    expect(chat.conversation).toBeUndefined();
    expect(chat.output.content).toBe('Echo: What is 2+2?');
    expect(whatsapp.textsTo(phone)).toEqual(['Echo: What is 2+2?']);
    const [stored] = await generalChats();
    expect(stored).toMatchObject({ input: { content: 'What is 2+2?' }, output: { content: 'Echo: What is 2+2?' } });
  });

  it('shares the history with the web app: earlier general chats reach the model', async () => {
    await say('My name is Ada.');
    await say('What is my name?');
    const last = ai.requests.filter((r) => !r.messages.some((m) => textOf(m.content).includes('short title'))).at(-1)!;
    expect(last.messages.map((m) => m.content)).toEqual(expect.arrayContaining(['My name is Ada.', 'Echo: My name is Ada.']));
  });

  it('gives the model the customer’s custom instructions in its plain-text system prompt (issue 21)', async () => {
    await server.http.put('/api/customers', { instructions: { style: 'Answer like a sailor.' } }, customer.cookie);
    await say('How is the sea?');
    const call = ai.requests.find((r) => r.messages.some((m) => m.role === 'user' && textOf(m.content) === 'How is the sea?'))!;
    const system = textOf(call.messages.find((m) => m.role === 'system')!.content);
    expect(system).toContain('in plain text');
    expect(system).toContain('How the customer wants you to answer:\nAnswer like a sailor.\n</customer_instructions>');
  });

  it('sends quota answers with a link to /plans', async () => {
    decision = { allowed: false, code: 'no-subscription', limit: 'messages' };
    await say('Another question');
    expect(whatsapp.textsTo(phone)).toEqual([
      'You have used all the free messages of your plan for now. Choose a plan to keep chatting: https://chat.example/plans',
    ]);
    expect(await generalChats()).toEqual([]);
  });

  it('says so on WhatsApp when the model fails, and the web app gets its usual error request', async () => {
    ai.reply = () => ({ fail: 'http500' });
    const socket = await connectSocket(server.app, customer.cookie);
    const request = nextEvent(socket, 'chats:request');
    await say('Will this fail?');
    expect((await request).code).toBe('error');
    socket.close();
    expect(whatsapp.textsTo(phone)).toEqual(['Sorry, the assistant could not answer this time. Please try again.']);
  });

  it('splits an answer longer than 4096 characters', async () => {
    const long = Array.from({ length: 900 }, (_, i) => `word${i}`).join(' ');
    ai.reply = () => ({ pieces: [long] });
    await say('Write a lot');
    const parts = whatsapp.textsTo(phone);
    expect(parts.length).toBe(2);
    expect(parts.every((part) => part.length <= 4096)).toBe(true);
    expect(parts.join(' ')).toBe(long);
  });

  it('answers /help and starts a new conversation with /new', async () => {
    await say('/help');
    expect(whatsapp.textsTo(phone)[0]).toContain('/new – start a new conversation');
    await say('/new');
    await say('In the new conversation');
    const conversations = (await server.app.inject({ url: '/api/conversations', headers: { cookie: customer.cookie } })).json<{
      conversations: { _id: string; name: string }[];
    }>().conversations;
    expect(conversations).toHaveLength(1);
    expect(await generalChats()).toEqual([]);
    const inConversation = await server.app.inject({
      url: `/api/conversations/chats?conversation=${conversations[0]!._id}`,
      headers: { cookie: customer.cookie },
    });
    expect(inConversation.json<{ chats: Chat[] }>().chats[0]!.input.content).toBe('In the new conversation');
  });

  it('sends an unknown number a single-use link to its link page', async () => {
    const stranger = '+40722000111';
    await say('Hi', stranger);
    const [text] = whatsapp.textsTo(stranger);
    expect(text).toMatch(/https:\/\/chat\.example\/account\/profile\/link\/whatsapp\/[\w-]{43}/);
    await say('Hi again', stranger);
    expect(whatsapp.textsTo(stranger)).toHaveLength(1);
  });
});

describe('Graph API faults', () => {
  it('retries a 5xx with backoff and delivers', async () => {
    whatsapp.failNext = 2;
    await say('Retry me');
    expect(whatsapp.textsTo(phone)).toEqual(['Echo: Retry me']);
    const [row] = await server.app.whatsapp.repository.outgoingTo(phone);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('keeps a message the Graph API keeps refusing and sends it on a later retry round', async () => {
    whatsapp.failNext = 3;
    await say('Do not lose me');
    expect(whatsapp.textsTo(phone)).toEqual([]);
    const [waiting] = await server.app.whatsapp.repository.outgoingTo(phone);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 3, lastError: 'Graph API answered 503' });
    // The retry job's round comes after the backoff (5 ms × 2³ here): a minute later on a fake clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    try {
      expect(await server.app.whatsapp.sender.retryDue()).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
    expect(whatsapp.textsTo(phone)).toEqual(['Echo: Do not lose me']);
    expect((await server.app.whatsapp.repository.outgoingTo(phone))[0]).toMatchObject({ status: 'sent', attempts: 4 });
  });

  it('gives up a free-form message outside the 24-hour window instead of sending it', async () => {
    await server.app.database.db
      .insert(whatsappInbound)
      .values({ wamid: newWamid(), phone, receivedAt: new Date(Date.now() - 25 * 3_600_000) });
    await server.app.whatsapp.sender.sendText(phone, 'Too late');
    await server.app.whatsapp.sender.settled();
    expect(whatsapp.textsTo(phone)).toEqual([]);
    expect((await server.app.whatsapp.repository.outgoingTo(phone))[0]).toMatchObject({ status: 'failed' });
  });
});
