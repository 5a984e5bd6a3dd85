import { describe, expect, it } from 'vitest';
import { chats } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { clientId } from '../../test/chat-ids.ts';
import { createConversation } from '../../test/conversations.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';

const server = useTestApp();

async function storeChat(customer: TestCustomer, conversationId: string | null, content: string, createdAt: Date) {
  await server.app.database.db.insert(chats).values({
    id: clientId(),
    customerId: customer.id,
    conversationId,
    input: { role: 'user', content, files: [] },
    output: { role: 'assistant', content: `answer to ${content}`, files: [] },
    provider: 'demo',
    model: 'offline-demo',
    status: 'done',
    createdAt,
  });
}

const get = (customer: TestCustomer, url: string) =>
  server.app.inject({ url: `/api${url}`, headers: { cookie: customer.cookie } });

describe('GET /conversations/chats and DELETE /conversations/chats/clear (§7)', () => {
  it('pages the general chat newest first and clears only it', async () => {
    const customer = await createSignedInCustomer(server.app);
    const conversation = await createConversation(server.app, customer, 'Kept');
    for (let index = 0; index < 30; index++)
      await storeChat(customer, null, `general ${index}`, new Date(Date.UTC(2026, 0, 1, 0, index)));
    await storeChat(customer, conversation, 'in conversation', new Date());

    const first = (await get(customer, '/conversations/chats?skip=0&limit=24')).json<{
      chats: { input: { content: string } }[];
      count: number;
    }>();
    expect(first.count).toBe(30);
    expect(first.chats).toHaveLength(24);
    expect(first.chats[0]?.input.content).toBe('general 29');
    const second = (await get(customer, '/conversations/chats?skip=24&limit=24')).json<{
      chats: { input: { content: string } }[];
    }>();
    expect(second.chats.map((c) => c.input.content)).toEqual([
      'general 5',
      'general 4',
      'general 3',
      'general 2',
      'general 1',
      'general 0',
    ]);

    const other = await createSignedInCustomer(server.app);
    expect(
      (
        await server.app.inject({ method: 'DELETE', url: '/api/conversations/chats/clear', headers: { cookie: other.cookie } })
      ).json(),
    ).toEqual({ deleted: 0 });
    const cleared = await server.app.inject({
      method: 'DELETE',
      url: '/api/conversations/chats/clear',
      headers: { cookie: customer.cookie },
    });
    expect(cleared.json()).toEqual({ deleted: 30 });
    expect((await get(customer, '/conversations/chats')).json()).toMatchObject({ count: 0 });
    expect((await get(customer, `/conversations/chats?conversation=${conversation}`)).json()).toMatchObject({ count: 1 });
  });

  it('deletes the chats of a deleted conversation with it', async () => {
    const customer = await createSignedInCustomer(server.app);
    const conversation = await createConversation(server.app, customer, 'Gone');
    await storeChat(customer, conversation, 'bye', new Date());
    await server.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${conversation}`,
      headers: { cookie: customer.cookie },
    });
    const rows = await server.app.database.db.select().from(chats);
    expect(rows.some((row) => row.conversationId === conversation)).toBe(false);
  });
});
