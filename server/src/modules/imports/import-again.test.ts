import { EXPORT_FORMAT } from '@chat/protocol';
import { describe, expect, it } from 'vitest';
import { chatGptConversation, chatGptExport, sampleChatGptSpecs } from '../../../../e2e/support/chatgpt-export.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { importFile, json } from '../../test/imports.ts';

/** Issue 38: importing the same export twice left every conversation twice; what is already here is left out. */
const server = useTestApp();
const now = new Date();

const get = async (customer: TestCustomer, url: string) =>
  (await server.app.inject({ url, headers: { cookie: customer.cookie } })).json<{
    count: number;
    conversations: { name: string }[];
    chats: { input: { content: string } }[];
  }>();
const importOf = async (customer: TestCustomer, file: Buffer) => {
  const response = await importFile(server.app, customer.cookie, file);
  expect(response.statusCode).toBe(200);
  return response.json<{ imported: number; messages: number; skipped: { title: string; reason: string }[] }>();
};
const names = async (customer: TestCustomer) =>
  (await get(customer, '/api/conversations?limit=100')).conversations.map((conversation) => conversation.name).sort();

/** One of our exports: a named conversation without an id (older files), one with its id, and the general chat. */
const ours = (extra: object[] = []) =>
  json({
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    conversations: [
      {
        name: 'Without an id',
        createdAt: '2025-03-01T10:00:00.000Z',
        updatedAt: '2025-03-01T10:00:00.000Z',
        messages: [
          { role: 'user', content: 'A quick soup?', createdAt: '2025-03-01T10:00:00.000Z' },
          { role: 'assistant', content: 'Leek and potato.', createdAt: '2025-03-01T10:00:00.000Z' },
        ],
      },
      {
        id: '65f000000000000000000001',
        name: 'With an id',
        createdAt: '2025-03-02T10:00:00.000Z',
        updatedAt: '2025-03-02T10:00:00.000Z',
        messages: [{ role: 'user', content: 'Hello there', createdAt: '2025-03-02T10:00:00.000Z' }],
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
      ...extra,
    ],
  });

describe('importing a file a second time', () => {
  it('leaves out every ChatGPT conversation already imported, by its id, and says so', async () => {
    const customer = await createSignedInCustomer(server.app);
    const file = json(chatGptExport(sampleChatGptSpecs(now)));
    expect(await importOf(customer, file)).toMatchObject({ imported: 3, skipped: [] });
    const again = await importOf(customer, file);
    expect(again).toMatchObject({ imported: 0, messages: 0 });
    expect(again.skipped.map((skip) => skip.reason)).toEqual(['already-imported', 'already-imported', 'already-imported']);
    expect(again.skipped.map((skip) => skip.title).sort()).toEqual(await names(customer));
    expect((await get(customer, '/api/conversations')).count).toBe(3);
  });

  it('imports only what is new in a later export holding the earlier one', async () => {
    const customer = await createSignedInCustomer(server.app);
    const first = chatGptExport(sampleChatGptSpecs(now));
    await importOf(customer, json(first));
    const later = chatGptConversation({
      title: 'Asked since',
      createdAt: new Date(now.getTime() - 3_600_000),
      turns: [{ user: 'Anything new?', assistant: 'This.' }],
    });
    const again = await importOf(customer, json([...first, later]));
    expect(again).toMatchObject({ imported: 1, messages: 2 });
    expect(again.skipped).toHaveLength(3);
    expect(await names(customer)).toContain('Asked since');
    expect((await get(customer, '/api/conversations')).count).toBe(4);
  });

  it('recognises our conversations by id or, without one, by content, and the general chat by its exchanges', async () => {
    const customer = await createSignedInCustomer(server.app);
    expect(await importOf(customer, ours())).toMatchObject({ imported: 3, messages: 5, skipped: [] });
    const again = await importOf(customer, ours());
    expect(again).toMatchObject({ imported: 0, messages: 0 });
    expect(again.skipped).toEqual([
      { title: 'Without an id', reason: 'already-imported' },
      { title: 'With an id', reason: 'already-imported' },
      { title: '', reason: 'already-imported' },
    ]);
    expect(await names(customer)).toEqual(['With an id', 'Without an id']);
    expect((await get(customer, '/api/conversations/chats?limit=10')).chats.map((chat) => chat.input.content)).toEqual(['Hello']);
  });

  it("is told per customer: another customer's import of the same file brings everything", async () => {
    const first = await createSignedInCustomer(server.app);
    const second = await createSignedInCustomer(server.app);
    await importOf(first, ours());
    expect(await importOf(second, ours())).toMatchObject({ imported: 3, skipped: [] });
  });

  it('brings back a conversation deleted since it was imported', async () => {
    const customer = await createSignedInCustomer(server.app);
    await importOf(customer, ours());
    const list = await server.app.inject({ url: '/api/conversations', headers: { cookie: customer.cookie } });
    const withId = list
      .json<{ conversations: { _id: string; name: string }[] }>()
      .conversations.find((c) => c.name === 'With an id')!;
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${withId._id}`,
      headers: { cookie: customer.cookie },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const again = await importOf(customer, ours());
    expect(again).toMatchObject({ imported: 1, messages: 1 });
    expect(await names(customer)).toEqual(['With an id', 'Without an id']);
  });
});
