import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { announceActivity } from './activity.ts';
import { ConversationRepository } from './repository.ts';

const server = useTestApp();
let alice: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  alice = await createSignedInCustomer(server.app);
  bob = await createSignedInCustomer(server.app);
});

const call = (customer: TestCustomer | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    ...(customer ? { headers: { cookie: customer.cookie } } : {}),
    ...(payload ? { payload } : {}),
  });

async function create(customer: TestCustomer, name: string) {
  const response = await call(customer, 'POST', '/conversations', { name });
  expect(response.statusCode).toBe(201);
  return response.json<{ conversation: { _id: string; name: string } }>().conversation;
}

describe('conversations REST (§7)', () => {
  it('refuses a visitor without a session with the §8 401 message', async () => {
    const response = await call(undefined, 'GET', '/conversations');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized. Please log in.', code: 'unauthorized' });
  });

  it('creates, gets, renames and deletes a conversation, newest activity first', async () => {
    const first = await create(alice, 'First');
    const second = await create(alice, 'Second');
    const list = (await call(alice, 'GET', '/conversations')).json<{
      conversations: { _id: string }[];
      count: number;
      limit: number;
      skip: number;
    }>();
    expect(list).toMatchObject({ count: 2, limit: 24, skip: 0 });
    expect(list.conversations.map((c) => c._id)).toEqual([second._id, first._id]);

    expect((await call(alice, 'GET', `/conversations/${first._id}`)).json()).toMatchObject({
      conversation: { _id: first._id, name: 'First' },
    });
    const renamed = await call(alice, 'PATCH', `/conversations/${first._id}`, { name: '  Renamed  ' });
    expect(renamed.json()).toMatchObject({ conversation: { name: 'Renamed' } });
    expect((await call(alice, 'DELETE', `/conversations/${first._id}`)).statusCode).toBe(200);
    expect((await call(alice, 'GET', `/conversations/${first._id}`)).statusCode).toBe(404);
  });

  it('orders by the last message written, not by renames, and tells every tab (issue 18)', async () => {
    const dave = await createSignedInCustomer(server.app);
    const older = await create(dave, 'Older');
    const newer = await create(dave, 'Newer');
    const order = async () =>
      (await call(dave, 'GET', '/conversations')).json<{ conversations: { _id: string; lastActivityAt: string }[] }>()
        .conversations;
    expect((await call(dave, 'PATCH', `/conversations/${older._id}`, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await order()).map((c) => c._id)).toEqual([newer._id, older._id]);

    const heard: { _id: string; lastActivityAt: string }[] = [];
    server.app.domainEvents.subscribe('conversation.active', (customerId, conversation) => {
      if (customerId === dave.id) heard.push(conversation);
    });
    const touched = await new ConversationRepository(server.app.database.db).touch(dave.id, older._id);
    announceActivity(server.app.domainEvents, dave.id, touched!);
    const after = await order();
    expect(after.map((c) => c._id)).toEqual([older._id, newer._id]);
    expect(heard).toEqual([
      expect.objectContaining({ _id: older._id, name: 'Renamed', lastActivityAt: after[0]!.lastActivityAt }),
    ]);
  });

  it("answers 404 for another customer's conversation on every call", async () => {
    const mine = await create(alice, 'Private plans');
    for (const [method, url, body] of [
      ['GET', `/conversations/${mine._id}`],
      ['PATCH', `/conversations/${mine._id}`, { name: 'stolen' }],
      ['DELETE', `/conversations/${mine._id}`],
      ['GET', `/conversations/chats?conversation=${mine._id}`],
    ] as const) {
      const response = await call(bob, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const bobsList = (await call(bob, 'GET', '/conversations?search=Private')).json<{ count: number }>();
    expect(bobsList.count).toBe(0);
    expect((await call(alice, 'GET', `/conversations/${mine._id}`)).json()).toMatchObject({
      conversation: { name: 'Private plans' },
    });
  });

  it('searches names case-insensitively on the server, past the first page', async () => {
    const carol = await createSignedInCustomer(server.app);
    await create(carol, 'Holiday in ROME');
    for (let index = 0; index < 30; index++) await create(carol, `Filler ${index}`);
    const page = (await call(carol, 'GET', '/conversations?skip=0&limit=24')).json<{
      conversations: { name: string }[];
      count: number;
    }>();
    expect(page.count).toBe(31);
    expect(page.conversations.some((c) => c.name === 'Holiday in ROME')).toBe(false);
    const found = (await call(carol, 'GET', '/conversations?search=rome')).json<{
      conversations: { name: string }[];
      count: number;
    }>();
    expect(found.count).toBe(1);
    expect(found.conversations[0]?.name).toBe('Holiday in ROME');
    const wildcard = (await call(carol, 'GET', '/conversations?search=%25')).json<{ count: number }>();
    expect(wildcard.count).toBe(0);
  });

  it('validates names, ids and page bounds', async () => {
    expect((await call(alice, 'POST', '/conversations', { name: '   ' })).statusCode).toBe(400);
    expect((await call(alice, 'POST', '/conversations', { name: 'x'.repeat(121) })).statusCode).toBe(400);
    expect((await call(alice, 'POST', '/conversations', {})).statusCode).toBe(400);
    expect((await call(alice, 'GET', '/conversations/not-an-id')).statusCode).toBe(400);
    expect((await call(alice, 'GET', '/conversations?limit=1000')).statusCode).toBe(400);
    expect((await call(alice, 'GET', '/conversations/chats?conversation=zz')).statusCode).toBe(400);
  });
});
