import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatGptConversation } from '../../../../e2e/support/chatgpt-export.ts';
import { useTestApp } from '../../test/app.ts';
import { sendBody } from '../../test/chat-ids.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { importFile, json } from '../../test/imports.ts';
import { connectSocket, emitEvent, nextEvent, type TestSocket } from '../../test/socket.ts';

/**
 * Issue 20: imported history dated today is not today's use. A Free customer (10 messages a day)
 * imports 12 exchanges of the last hour, then still sends, and the answer counts one message.
 */
const server = useTestApp({ listen: true });
let customer: TestCustomer;
let socket: TestSocket;
beforeAll(async () => {
  customer = await createSignedInCustomer(server.app);
  socket = await connectSocket(server.app, customer.cookie);
});
afterAll(() => socket.close());

it('lets a Free customer send after importing more exchanges of today than the daily quota, counting only the sent one', async () => {
  const today = chatGptConversation({
    title: 'Said an hour ago',
    createdAt: new Date(Date.now() - 3_600_000),
    turns: Array.from({ length: 12 }, (_, turn) => ({ user: `Question ${turn}`, assistant: `Answer ${turn}` })),
  });
  const imported = await importFile(server.app, customer.cookie, json([today]));
  expect(imported.json()).toMatchObject({ imported: 1, messages: 24 });
  const conversation = imported.json().conversations[0]._id as string;

  const body = sendBody({ provider: 'demo', model: 'offline-demo', input: 'And one more?', conversation });
  const done = nextEvent(socket, 'conversation', (chat) => chat._id === body._id, 20_000);
  expect(await emitEvent(socket, 'main:conversations:send', body)).toEqual({ ok: true });
  const chat = await done;
  expect(chat.status).toBe('done');
  expect(chat.count).toBe(1);
  const quota = await server.app.inject({ url: '/api/quota', headers: { cookie: customer.cookie } });
  expect(quota.json()).toMatchObject({ messagesPerDay: 10, messagesLeft: 9 });
}, 30_000);
