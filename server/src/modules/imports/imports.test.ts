import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT } from '@chat/protocol';
import {
  ABANDONED_SENTENCE,
  chatGptConversation,
  chatGptExport,
  chatGptExportZip,
  SAMPLE_SENTENCES,
  sampleChatGptSpecs,
} from '../../../../e2e/support/chatgpt-export.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { importFile, json } from '../../test/imports.ts';

/** Issue 20: import of a ChatGPT export or one of ours, as a customer observes it through the API. */
const server = useTestApp();
const now = new Date();

const get = async (customer: TestCustomer, url: string) => {
  const response = await server.app.inject({ url, headers: { cookie: customer.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const conversationsOf = async (customer: TestCustomer) =>
  (await get(customer, '/api/conversations?limit=100')).conversations as {
    _id: string;
    name: string;
    createdAt: string;
    lastActivityAt: string;
  }[];
/** A conversation's exchanges, oldest first (the API lists newest first). */
const chatsOf = async (customer: TestCustomer, conversationId: string) =>
  (
    (await get(customer, `/api/conversations/chats?conversation=${conversationId}&limit=100`)).chats as {
      input: { content: string };
      output: { content: string };
      model: string;
      createdAt: string;
    }[]
  ).reverse();

describe('import of a ChatGPT export', () => {
  it('brings each conversation named and dated as it was, with the current branch only', async () => {
    const customer = await createSignedInCustomer(server.app);
    const specs = sampleChatGptSpecs(now);
    const response = await importFile(server.app, customer.cookie, json(chatGptExport(specs)));
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ imported: 3, skipped: [] });
    // 7 exchanges: the sourdough's two, Lisbon's three, TCP's two; each a question and an answer.
    expect(result.messages).toBe(14);

    const list = await conversationsOf(customer);
    expect(list.map((conversation) => conversation.name)).toEqual([
      'Sourdough starter troubleshooting',
      'Trip to Lisbon in spring',
      'Explain TCP slow start',
    ]);
    const [sourdough, lisbon, tcp] = list;
    const file = chatGptExport(specs);
    for (const [shown, spec] of [
      [sourdough!, specs[0]!],
      [lisbon!, specs[1]!],
      [tcp!, specs[2]!],
    ] as const) {
      const original = file.find((conversation) => conversation.title === spec.title)!;
      expect(shown.createdAt).toBe(new Date(original.create_time * 1000).toISOString());
      expect(shown.lastActivityAt).toBe(new Date(original.update_time * 1000).toISOString());
    }

    const sourdoughChats = await chatsOf(customer, sourdough!._id);
    expect(sourdoughChats.map((chat) => chat.input.content)).toEqual([
      'My sourdough starter smells like nail polish remover. Is it ruined?',
      'What flour should I feed it?',
    ]);
    expect(sourdoughChats[0]!.output.content).toContain(SAMPLE_SENTENCES.sourdough);
    expect(JSON.stringify(sourdoughChats)).not.toContain(ABANDONED_SENTENCE);
    expect(JSON.stringify(sourdoughChats)).not.toContain('The user likes short answers');
    expect(sourdoughChats[0]!.model).toBe('gpt-4o');

    // Each exchange dated by its question; the tool's call and output left out, the answers joined; the image a placeholder.
    const lisbonChats = await chatsOf(customer, lisbon!._id);
    const lisbonNodes = Object.values(file.find((c) => c.title === specs[1]!.title)!.mapping);
    const question = lisbonNodes.find((node) => node.message?.content.parts?.[0] === 'Plan three days in Lisbon in April.')!;
    expect(lisbonChats[0]!.createdAt).toBe(new Date(question.message!.create_time! * 1000).toISOString());
    expect(lisbonChats[1]!.output.content).toBe(
      'Yes, ride it early in the morning to avoid the queues.\n\nBuy a Viva Viagem card first.',
    );
    expect(JSON.stringify(lisbonChats)).not.toContain('search(');
    expect(lisbonChats[2]!.input.content).toBe('[image]\nHere is my hotel booking, how far is it from the centre?');
    expect(lisbonChats[0]!.model).toBe('gpt-4o-mini');

    const tcpChats = await chatsOf(customer, tcp!._id);
    expect(tcpChats[1]!.output.content).toContain('```python\ncwnd = 1');
  });

  it('takes the ZIP ChatGPT mails as well', async () => {
    const customer = await createSignedInCustomer(server.app);
    const { buffer, name, mimeType } = chatGptExportZip(chatGptExport(sampleChatGptSpecs(now)));
    const response = await importFile(server.app, customer.cookie, buffer, name, mimeType);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: 3, skipped: [] });
    expect(await conversationsOf(customer)).toHaveLength(3);
  });

  it('never counts imported messages, even of today, in the daily quota or usage', async () => {
    const customer = await createSignedInCustomer(server.app);
    const quota = () => get(customer, '/api/quota');
    const before = await quota();
    const today = chatGptConversation({
      title: 'Said an hour ago',
      createdAt: new Date(now.getTime() - 3_600_000),
      turns: Array.from({ length: 12 }, (_, turn) => ({ user: `Question ${turn}`, assistant: `Answer ${turn}` })),
    });
    expect((await importFile(server.app, customer.cookie, json([today]))).statusCode).toBe(200);
    expect(await quota()).toEqual(before);
    const [conversation] = await conversationsOf(customer);
    const page = await get(customer, `/api/conversations/chats?conversation=${conversation!._id}&limit=1`);
    expect(page.chats[0]).toMatchObject({ total: 0, count: 0 });
  });

  it("leaves another customer's data as it was, and shows the import to its customer only", async () => {
    const other = await createSignedInCustomer(server.app);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { name: 'Mine alone' },
      headers: { cookie: other.cookie },
    });
    expect(created.statusCode).toBe(201);
    const before = await conversationsOf(other);
    const customer = await createSignedInCustomer(server.app);
    expect((await importFile(server.app, customer.cookie, json(chatGptExport(sampleChatGptSpecs(now))))).statusCode).toBe(200);
    expect(await conversationsOf(other)).toEqual(before);
    expect((await conversationsOf(customer)).map((c) => c.name)).not.toContain('Mine alone');
  });

  it('strips control characters and NUL from names and messages', async () => {
    const customer = await createSignedInCustomer(server.app);
    const conversation = chatGptConversation({
      title: 'Bell\u0007 and\u0000 tab\tname\u009b',
      createdAt: new Date(now.getTime() - 86_400_000),
      turns: [{ user: 'Line one\nline\u0000 two\ud800', assistant: 'Fine\u0001.' }],
    });
    const response = await importFile(server.app, customer.cookie, json([conversation]));
    expect(response.statusCode).toBe(200);
    const [shown] = await conversationsOf(customer);
    expect(shown!.name).toBe('Bell and tab name');
    const [chat] = await chatsOf(customer, shown!._id);
    expect(chat!.input.content).toBe('Line one\nline two');
    expect(chat!.output.content).toBe('Fine.');
  });
});

describe('import of one of our exports', () => {
  it('brings named conversations and the general chat, dated as they were', async () => {
    const customer = await createSignedInCustomer(server.app);
    const document = {
      format: EXPORT_FORMAT,
      version: 1,
      exportedAt: now.toISOString(),
      conversations: [
        {
          name: 'Recipes',
          createdAt: '2025-03-01T10:00:00.000Z',
          updatedAt: '2025-03-02T12:00:00.000Z',
          messages: [
            { role: 'user', content: 'A quick soup?', createdAt: '2025-03-01T10:00:00.000Z' },
            { role: 'assistant', content: 'Leek and potato.', createdAt: '2025-03-01T10:00:00.000Z', model: 'gpt-4o' },
            { role: 'user', content: 'And a dessert?', createdAt: '2025-03-02T12:00:00.000Z' },
            { role: 'assistant', content: 'Baked apples.', createdAt: '2025-03-02T12:00:00.000Z' },
          ],
        },
        {
          name: '',
          general: true,
          createdAt: '2025-01-01T08:00:00.000Z',
          updatedAt: '2025-01-01T08:00:00.000Z',
          messages: [
            { role: 'user', content: 'Hello', createdAt: '2025-01-01T08:00:00.000Z' },
            { role: 'assistant', content: 'Hi!', createdAt: '2025-01-01T08:00:00.000Z' },
          ],
        },
        { name: 'Broken', createdAt: 'x', updatedAt: 'x', messages: 'none' },
      ],
    };
    const response = await importFile(server.app, customer.cookie, json(document), 'chat-export.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: 2, messages: 6, skipped: [{ title: 'Broken', reason: 'malformed' }] });
    const [recipes] = await conversationsOf(customer);
    expect(recipes).toMatchObject({
      name: 'Recipes',
      createdAt: '2025-03-01T10:00:00.000Z',
      lastActivityAt: '2025-03-02T12:00:00.000Z',
    });
    const chats = await chatsOf(customer, recipes!._id);
    expect(chats.map((chat) => [chat.input.content, chat.output.content, chat.createdAt])).toEqual([
      ['A quick soup?', 'Leek and potato.', '2025-03-01T10:00:00.000Z'],
      ['And a dessert?', 'Baked apples.', '2025-03-02T12:00:00.000Z'],
    ]);
    const general = await get(customer, '/api/conversations/chats?limit=10');
    expect(general.chats.map((chat: { input: { content: string } }) => chat.input.content)).toEqual(['Hello']);
  });
});
