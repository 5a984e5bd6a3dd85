import { CONVERSATION_MAX_CHARACTERS, type Chat } from '@chat/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { heavyChatGptExportZip } from '../../../../../e2e/support/chatgpt-export.ts';
import { useTestApp } from '../../../test/app.ts';
import { sendBody } from '../../../test/chat-ids.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../../../test/fake-openai.ts';
import { importFile } from '../../../test/imports.ts';
import { connectSocket, emitEvent, nextEvent, type TestSocket } from '../../../test/socket.ts';
import { allowEveryone } from './plan-check.ts';

let fake: FakeOpenAI;
let customer: TestCustomer;
let socket: TestSocket;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  return () => fake.close();
});
const server = useTestApp({ env: () => ({ OPENAI_BASE_URL: fake.baseUrl }), planCheck: allowEveryone, listen: true });
beforeAll(async () => {
  customer = await createSignedInCustomer(server.app);
  socket = await connectSocket(server.app, customer.cookie);
  return () => socket.close();
});

const FULL = /^This conversation has reached its maximum length of 1,500,000 characters\. Start a new conversation to go on\.$/;

const chatsOf = async (conversation: string) =>
  (await server.http.get(`/api/conversations/chats?conversation=${conversation}&limit=100`, customer.cookie)).json<{
    chats: Chat[];
    count: number;
  }>();

/** Sends and answers the ack, with the stored answer once there is one. */
async function send(extra: Record<string, unknown>) {
  const body = sendBody(extra);
  const answered = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
  const ack = await emitEvent(socket, 'main:conversations:send', body);
  answered.catch(() => undefined);
  return { ack, answered };
}

/** An imported conversation `missing` characters short of the limit. */
async function nearlyFull(title: string, missing: number): Promise<string> {
  const exchanges = 30;
  const perMessage = (CONVERSATION_MAX_CHARACTERS - missing) / (2 * exchanges);
  expect(Number.isInteger(perMessage)).toBe(true);
  const file = heavyChatGptExportZip(title, exchanges, perMessage);
  const imported = await importFile(server.app, customer.cookie, file, 'export.zip', 'application/zip');
  expect(imported.json()).toMatchObject({ imported: 1, skipped: [] });
  return imported.json().conversations[0]._id;
}

describe('the size of a conversation (issue 37)', () => {
  it('takes questions until the conversation holds its limit, then refuses them with a clear message', async () => {
    const conversation = await nearlyFull('Nearly full', 6000);
    // Under the limit by 6,000 characters: this question and its answer take it past.
    const last = await send({ conversation, input: 'q'.repeat(6000) });
    expect(last.ack).toEqual({ ok: true });
    expect((await last.answered).status).toBe('done');
    const stored = await chatsOf(conversation);

    const calls = fake.requests.length;
    const refused = await send({ conversation, input: 'One more?' });
    expect(refused.ack).toMatchObject({ ok: false, code: 'conflict' });
    expect(refused.ack.ok === false && refused.ack.message).toMatch(FULL);
    // Nothing stored, no model asked.
    expect(await chatsOf(conversation)).toEqual(stored);
    expect(fake.requests.length).toBe(calls);

    // A new version (a regenerated answer, an edited question) would grow it too.
    const newest = stored.chats[0]!._id;
    const again = await send({ conversation, input: 'q'.repeat(6000), versionOf: newest });
    expect(again.ack.ok === false && again.ack.message).toMatch(FULL);
    expect((await chatsOf(conversation)).count).toBe(stored.count);

    // A new conversation, and the general chat, go on.
    expect((await send({ input: 'In the general chat' })).ack).toEqual({ ok: true });
  });

  it('still takes a question in a conversation just under its limit', async () => {
    const conversation = await nearlyFull('Just under', 60);
    const next = await send({ conversation, input: 'Still room?' });
    expect(next.ack).toEqual({ ok: true });
    expect((await next.answered).status).toBe('done');
  });
});
