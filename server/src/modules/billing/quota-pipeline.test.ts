import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Chat, ChatsRequest } from '@chat/protocol';
import { connect } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chats } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { clientId, sendBody } from '../../test/chat-ids.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai.ts';
import { grantCurrentPlan } from '../../test/subscriptions.ts';
import { emitEvent, listeningUrl, type TestSocket } from '../../test/socket.ts';
import { dayIn } from './quota.ts';

let fake: FakeOpenAI;
let customer: TestCustomer;
const sockets: TestSocket[] = [];

/** Models with a small free token budget (1000), none (paying only) and a roomy one. */
const catalog = {
  providers: [
    {
      _id: 'openai',
      models: [
        { _id: 'small', maxFreeChat: 1, isDefault: true },
        { _id: 'paid-only', maxFreeChat: 0 },
        { _id: 'roomy', maxFreeChat: 1000 },
      ],
    },
  ],
};

const catalogFile = path.join(tmpdir(), `quota-catalog-${process.pid}.json`);

beforeAll(async () => {
  fake = await startFakeOpenAI();
  writeFileSync(catalogFile, JSON.stringify(catalog));
  return () => fake.close();
});
const server = useTestApp({
  env: () => ({ OPENAI_BASE_URL: fake.baseUrl, AI_CATALOG: catalogFile, AI_TIMEOUT_MS: '1500' }),
  listen: true,
});

beforeEach(async () => {
  fake.requests.length = 0;
  customer = await createSignedInCustomer(server.app);
});

afterAll(() => sockets.forEach((socket) => socket.close()));

/** A signed-in socket whose handshake carries the browser's time zone, as the web client's does. */
async function open(timeZone?: string): Promise<TestSocket> {
  const socket: TestSocket = connect(listeningUrl(server.app), {
    path: '/socket',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: customer.cookie },
    auth: timeZone === undefined ? {} : { timeZone },
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  sockets.push(socket);
  return socket;
}

/** Past usage, as rows of the chats table the quota reads. */
async function used(count: number, { model = 'roomy', tokens = 10, at = new Date(), billable = true } = {}) {
  if (count === 0) return;
  await server.database.db.insert(chats).values(
    Array.from({ length: count }, () => ({
      id: clientId(),
      customerId: customer.id,
      input: { role: 'user' as const, content: 'earlier', files: [] },
      output: { role: 'assistant' as const, content: 'answer', files: [] },
      provider: 'openai',
      model,
      totalTokens: tokens,
      status: 'done' as const,
      createdAt: at,
      billable,
    })),
  );
}

const subscribe = (plan: 'starter' | 'plus') => grantCurrentPlan(server, customer.id, plan);

/** Sends one message; answers the codes it caused and whether the model was called for it. */
async function sendAndWatch(socket: TestSocket, model = 'roomy') {
  const requests: ChatsRequest[] = [];
  const listener = (request: ChatsRequest) => requests.push(request);
  socket.on('chats:request', listener);
  const body = sendBody({ model, input: `message ${clientId()}` });
  // Settled by what the server says: the answer (true) or the refusal, which ends the turn (false).
  let onAnswer = (_chat: Chat) => {};
  let onRefusal = (_request: ChatsRequest) => {};
  const answered = new Promise<boolean>((resolve) => {
    onAnswer = (chat) => chat._id === body._id && resolve(true);
    onRefusal = (request) => request.code === 'no-subscription' && resolve(false);
  });
  socket.on('conversation', onAnswer);
  socket.on('chats:request', onRefusal);
  const ack = await emitEvent(socket, 'main:conversations:send', body);
  expect(ack).toEqual({ ok: true });
  const gotAnswer = await answered;
  await Promise.all([...server.app.chatPipeline.running]);
  socket.off('chats:request', listener);
  socket.off('conversation', onAnswer);
  socket.off('chats:request', onRefusal);
  const modelCalled = fake.requests.some((request) => request.messages.some((m) => m.content === body.input));
  return { codes: requests.map((request) => request.code ?? null), gotAnswer, modelCalled, requests };
}

describe('the quota in the send pipeline (§1 capacity, §4 codes)', () => {
  it('lets a Free customer send N messages a day, then answers no-subscription without calling the model', async () => {
    const socket = await open('UTC');
    await used(9);
    const last = await sendAndWatch(socket);
    expect(last.gotAnswer).toBe(true);
    expect(last.modelCalled).toBe(true);
    const refused = await sendAndWatch(socket);
    expect(refused.codes).toEqual(['no-subscription']);
    expect(refused.requests[0]).toMatchObject({ limit: 'messages', model: { _id: 'roomy' } });
    expect(refused.gotAnswer).toBe(false);
    expect(refused.modelCalled).toBe(false);
    const stored = await server.database.db.$count(chats);
    expect(stored).toBeGreaterThan(0);
  });

  it('does not count chats copied in from a shared conversation, as messages or tokens (issue 20)', async () => {
    const socket = await open('UTC');
    await used(9);
    await used(30, { model: 'small', tokens: 5000, billable: false });
    const onSmall = await sendAndWatch(socket, 'small');
    expect(onSmall.gotAnswer).toBe(true);
    expect((await sendAndWatch(socket)).codes).toEqual(['no-subscription']);
  });

  it('refuses a model with maxFreeChat 0 to a Free customer and allows it to a paying one', async () => {
    const socket = await open();
    const free = await sendAndWatch(socket, 'paid-only');
    expect(free.codes).toEqual(['no-subscription']);
    expect(free.requests[0]?.limit).toBe('model');
    expect(free.modelCalled).toBe(false);
    await subscribe('starter');
    const paying = await sendAndWatch(socket, 'paid-only');
    expect(paying.modelCalled).toBe(true);
    expect(paying.codes).not.toContain('no-subscription');
  });

  it('caps the free tokens per model at maxFreeChat × 1000 a day, other models unaffected', async () => {
    const socket = await open();
    await used(1, { model: 'small', tokens: 1000 });
    const capped = await sendAndWatch(socket, 'small');
    expect(capped.codes).toEqual(['no-subscription']);
    expect(capped.requests[0]).toMatchObject({ limit: 'model', model: { _id: 'small' } });
    expect(capped.modelCalled).toBe(false);
    const other = await sendAndWatch(socket, 'roomy');
    expect(other.modelCalled).toBe(true);
  });

  it('suggests upgrading near the limit at most once a day, and still answers', async () => {
    const socket = await open();
    await used(7); // the 8th of 10 is at 80 %
    const near = await sendAndWatch(socket);
    expect(near.codes).toContain('suggest-payment');
    expect(near.modelCalled).toBe(true);
    expect(near.gotAnswer).toBe(true);
    const again = await sendAndWatch(socket);
    expect(again.codes).not.toContain('suggest-payment');
    expect(again.modelCalled).toBe(true);
    // Another tab (a new connection) does not see it a second time either.
    const otherTab = await sendAndWatch(await open());
    expect(otherTab.codes).not.toContain('suggest-payment');
  });

  it('after each answer to a Free customer, sends total and count for the payment-dialog rule', async () => {
    const socket = await open();
    await used(3, { tokens: 7 });
    const { requests } = await sendAndWatch(socket);
    const rule = requests.find((request) => request.code === undefined);
    expect(rule?.lastChat?.count).toBe(4);
    expect(rule?.lastChat?.total).toBeGreaterThanOrEqual(21);
    expect(rule?.model?.maxFreeChat).toBe(1000);
  });

  it('gives Starter its own daily cap', async () => {
    const socket = await open();
    await subscribe('starter');
    await used(99);
    const hundredth = await sendAndWatch(socket);
    expect(hundredth.modelCalled).toBe(true);
    expect(hundredth.requests.every((request) => request.code !== undefined || false)).toBe(true);
    const refused = await sendAndWatch(socket);
    expect(refused.codes).toEqual(['no-subscription']);
    expect(refused.modelCalled).toBe(false);
  });

  it('gives Plus no limit and no upgrade notices', async () => {
    const socket = await open();
    await subscribe('plus');
    await used(500, { model: 'small', tokens: 100 });
    const sent = await sendAndWatch(socket, 'small');
    expect(sent.modelCalled).toBe(true);
    expect(sent.codes).toEqual([]);
  });

  it('counts the day in the customer time zone: usage yesterday there does not count', async () => {
    // Of the whole-hour zones UTC−12…UTC+14, the one whose day began last and the one whose day began first.
    const zones = Array.from({ length: 27 }, (_, i) => i - 12).map((h) =>
      h === 0 ? 'UTC' : `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}`,
    );
    const starts = zones.map((zone) => ({ zone, start: dayIn(zone).start.getTime() })).sort((a, b) => a.start - b.start);
    const earliest = starts[0]!;
    const latest = starts.at(-1)!;
    // Ten messages a minute before the latest zone's midnight: yesterday there, today in the earliest zone.
    await used(10, { at: new Date(latest.start - 60_000) });
    expect(earliest.start).toBeLessThanOrEqual(latest.start - 60_000);
    const there = await sendAndWatch(await open(latest.zone));
    expect(there.modelCalled).toBe(true);
    const blocked = await sendAndWatch(await open(earliest.zone));
    expect(blocked.codes).toEqual(['no-subscription']);
    expect(blocked.modelCalled).toBe(false);
  });

  it('ignores a malformed handshake time zone and counts in UTC', async () => {
    const socket = await open('x'.repeat(65));
    await used(10, { at: new Date(dayIn('UTC').start.getTime() + 1000) });
    const refused = await sendAndWatch(socket);
    expect(refused.codes).toEqual(['no-subscription']);
  });
});
