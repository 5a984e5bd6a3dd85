import type { Chat } from '@chat/protocol';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chats, customers, reports } from '../db/schema.ts';
import { useTestApp } from '../test/app.ts';
import { clientId, sendBody } from '../test/chat-ids.ts';
import { createSignedInCustomer, type TestCustomer } from '../test/customers.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../test/fake-openai.ts';
import { connectSocket, emitEvent } from '../test/socket.ts';

/**
 * Control characters in customer text (issue 19): PostgreSQL refuses NUL in text and jsonb, and a
 * lone surrogate in jsonb, so one such character answered 500. One line fields (names, search,
 * identifiers) now refuse them with a clear 400; free text (messages, comments, reports) is kept
 * without them. Run on PGlite and on PostgreSQL (TEST_DATABASE_URL), which both refuse NUL.
 */
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  return () => fake.close();
});
const server = useTestApp({ env: () => ({ OPENAI_BASE_URL: fake.baseUrl }), listen: true });
let customer: TestCustomer;
beforeAll(async () => {
  customer = await createSignedInCustomer(server.app);
});

const refusedAsControlCharacters = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'validation_failed',
    message: expect.stringMatching(/: must not contain control characters$/),
  });
};

describe.each([
  ['NUL', '\u0000'],
  ['a lone surrogate', '\uD800'],
  ['a C1 control', '\u0085'],
  ['a tab', '\t'],
])('a one-line text with %s is refused with 400, nothing stored', (_, control) => {
  const name = `Ada${control} King`;

  it('conversation name, on create and rename', async () => {
    refusedAsControlCharacters(await server.http.post('/api/conversations', { name }, customer.cookie));
    const created = await server.http.post('/api/conversations', { name: 'Kept' }, customer.cookie);
    const { _id } = created.json<{ conversation: { _id: string } }>().conversation;
    refusedAsControlCharacters(await server.http.patch(`/api/conversations/${_id}`, { name }, customer.cookie));
    expect((await server.http.get(`/api/conversations/${_id}`, customer.cookie)).json()).toMatchObject({
      conversation: { name: 'Kept' },
    });
  });

  it('customer name', async () => {
    refusedAsControlCharacters(await server.http.put('/api/customers', { name }, customer.cookie));
    const [row] = await server.app.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.name).toBe('Test Customer');
  });

  it('sign-up name, without a session', async () => {
    refusedAsControlCharacters(
      await server.http.post('/api/customers/auth/signup', { name, email: `new-${clientId()}@example.com` }),
    );
  });

  it('e-mail and phone identifiers, the payment phone and the WhatsApp phone', async () => {
    const phone = `+40712${control}345678`;
    refusedAsControlCharacters(await server.http.post('/api/customers/auth/otp', { identifier: `ada${control}@example.com` }));
    refusedAsControlCharacters(await server.http.post('/api/customers/auth/otp', { identifier: phone }));
    const payment = { plan: 'starter', duration: 'month', method: 'mobile-money', phone: `+2376${control}7123456` };
    refusedAsControlCharacters(await server.http.post('/api/payments', payment, customer.cookie));
    refusedAsControlCharacters(await server.http.post('/api/customers/links/whatsapp/code', { phone }, customer.cookie));
  });
});

describe('conversation search', () => {
  it('refuses a control character in the query with 400', async () => {
    for (const search of ['%00', 'Ada%00', '%C2%85', '%07']) {
      refusedAsControlCharacters(await server.http.get(`/api/conversations?search=${search}`, customer.cookie));
    }
  });

  it('reads the invalid UTF-8 bytes of a lone surrogate as replacement characters, without a 5xx', async () => {
    const response = await server.http.get('/api/conversations?search=%ED%A0%80', customer.cookie);
    expect(response.statusCode).toBe(200);
  });
});

describe('free text keeps its line breaks and loses other control characters', () => {
  it('a chat message sent on the socket is answered and stored without them', async () => {
    const socket = await connectSocket(server.app, customer.cookie);
    try {
      const body = sendBody({ input: 'Line one\u0000\r\nline\ttwo \uD800\u0007end' });
      expect(await emitEvent(socket, 'main:conversations:send', body)).toEqual({ ok: true });
      await Promise.all([...server.app.chatPipeline.running]);
      const list = await server.http.get('/api/conversations/chats', customer.cookie);
      const chat = list.json<{ chats: Chat[] }>().chats.find((one) => one._id === body._id);
      expect(chat).toMatchObject({ status: 'done', input: { content: 'Line one\r\nline\ttwo end' } });
      const onlyNul = await emitEvent(socket, 'main:conversations:send', sendBody({ input: '\u0000\u0001' }));
      expect(onlyNul).toMatchObject({
        ok: false,
        code: 'validation_failed',
        message: expect.stringContaining('must not be empty'),
      });
    } finally {
      socket.close();
    }
  });

  it('account deletion comments', async () => {
    const leaving = await createSignedInCustomer(server.app);
    const response = await server.http.post(
      '/api/customers/deletion',
      { comments: 'Too\u0000 pricey\n\uDC00really', confirmPermanent: true, confirmDataLoss: true },
      leaving.cookie,
    );
    expect(response.statusCode).toBe(200);
    const [row] = await server.app.database.db.select().from(customers).where(eq(customers.id, leaving.id));
    expect(row?.deletionComments).toBe('Too pricey\nreally');
  });

  it('a content report', async () => {
    const chat = clientId();
    await server.app.database.db.insert(chats).values({
      id: chat,
      customerId: customer.id,
      input: { role: 'user', content: 'Question', files: [] },
      output: { role: 'assistant', content: 'Answer', files: [] },
      provider: 'openai',
      model: 'gpt-4o-mini',
      status: 'done',
    });
    const response = await server.http.post('/api/reports', { chat, description: 'Wrong\u0000 answer\uD83D' }, customer.cookie);
    expect(response.statusCode).toBe(201);
    const [row] = await server.app.database.db.select().from(reports).where(eq(reports.chatId, chat));
    expect(row?.description).toBe('Wrong answer');
    const empty = await server.http.post('/api/reports', { chat, description: '\u0000' }, customer.cookie);
    expect(empty.statusCode).toBe(400);
  });
});
