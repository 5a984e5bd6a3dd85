import type { Conversation } from '@chat/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { sendBody } from '../../test/chat-ids.ts';
import { createConversation } from '../../test/conversations.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { client } from '../../test/http.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai.ts';
import { connectSocket, emitEvent, nextEvent, type TestSocket } from '../../test/socket.ts';
import { allowEveryone } from '../chats/turn/plan-check.ts';

/** Pin and archive (issue 21): PATCH /conversations/:id with pinned or archived, and the lists it changes. */
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  return () => fake.close();
});
const server = useTestApp({ env: () => ({ OPENAI_BASE_URL: fake.baseUrl }), planCheck: allowEveryone, listen: true });

let customer: TestCustomer;
const sockets: TestSocket[] = [];
beforeEach(async () => {
  customer = await createSignedInCustomer(server.app);
});
afterAll(() => sockets.forEach((socket) => socket.close()));

const http = () => client(server.app);
const patch = (id: string, body: unknown, who = customer) => http().patch(`/api/conversations/${id}`, body, who.cookie);
async function listed(query = '', who = customer) {
  const response = await http().get(`/api/conversations${query}`, who.cookie);
  expect(response.statusCode).toBe(200);
  return response.json<{ conversations: Conversation[]; count: number }>();
}
const names = async (query = '') => (await listed(query)).conversations.map((conversation) => conversation.name);
/** The customer's conversations, made oldest first: the list shows the last one first. */
async function make(...conversationNames: string[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const name of conversationNames) ids[name] = await createConversation(server.app, customer, name);
  return ids;
}
async function tab(who = customer): Promise<TestSocket> {
  const socket = await connectSocket(server.app, who.cookie);
  sockets.push(socket);
  return socket;
}

describe('pinning (issue 21)', () => {
  it('puts pinned conversations first, the newest pin first, and unpinning puts one back in its place', async () => {
    const ids = await make('Oldest', 'Middle', 'Newest');
    expect(await names()).toEqual(['Newest', 'Middle', 'Oldest']);

    const pinned = await patch(ids.Oldest!, { pinned: true });
    expect(pinned.statusCode).toBe(200);
    const { pinnedAt } = pinned.json<{ conversation: Conversation }>().conversation;
    expect(pinnedAt).not.toBeNull();
    await patch(ids.Middle!, { pinned: true });
    expect(await names()).toEqual(['Middle', 'Oldest', 'Newest']);

    // Pinning again keeps the first moment: the order does not change.
    const again = await patch(ids.Oldest!, { pinned: true });
    expect(again.json<{ conversation: Conversation }>().conversation.pinnedAt).toBe(pinnedAt);
    expect(await names()).toEqual(['Middle', 'Oldest', 'Newest']);

    expect((await patch(ids.Middle!, { pinned: false })).json()).toMatchObject({ conversation: { pinnedAt: null } });
    expect(await names()).toEqual(['Oldest', 'Newest', 'Middle']);
  });

  it('tells every tab of the customer at once, and no one else', async () => {
    const { Plans } = await make('Plans');
    const stranger = await createSignedInCustomer(server.app);
    const [first, second, strangers] = [await tab(), await tab(), await tab(stranger)];
    const leaked: unknown[] = [];
    strangers.on('conversation:updated', (conversation) => conversation._id === Plans && leaked.push(conversation));
    const heard = [first, second].map((socket) =>
      nextEvent(socket, 'conversation:updated', (conversation) => conversation._id === Plans && conversation.pinnedAt !== null),
    );
    await patch(Plans!, { pinned: true });
    for (const conversation of await Promise.all(heard)) expect(conversation).toMatchObject({ name: 'Plans', archivedAt: null });
    // An event the stranger would have had arrives before the next one its own tab hears.
    const own = await createConversation(server.app, stranger, 'Own');
    await nextEvent(strangers, 'conversation:updated', (conversation) => conversation._id === own);
    expect(leaked).toEqual([]);
  });
});

describe('archiving (issue 21)', () => {
  it('moves a conversation out of the list into archived=true, searchable there, and restores it', async () => {
    const ids = await make('Trip to Rome', 'Taxes', 'Rome again');
    await patch(ids.Taxes!, { pinned: true });
    const archived = await patch(ids.Taxes!, { archived: true });
    expect(archived.json<{ conversation: Conversation }>().conversation.archivedAt).not.toBeNull();
    await patch(ids['Trip to Rome']!, { archived: true });

    expect(await listed()).toMatchObject({ count: 1, conversations: [{ name: 'Rome again' }] });
    const view = await listed('?archived=true');
    // The archive is ordered by activity, newest first: its pins wait until it is restored.
    expect(view.count).toBe(2);
    expect(view.conversations.map((conversation) => conversation.name)).toEqual(['Taxes', 'Trip to Rome']);
    expect(await names('?search=rome')).toEqual(['Rome again']);
    expect(await names('?search=rome&archived=true')).toEqual(['Trip to Rome']);

    const restored = await patch(ids.Taxes!, { archived: false });
    expect(restored.json()).toMatchObject({ conversation: { archivedAt: null } });
    expect(await names()).toEqual(['Taxes', 'Rome again']);
    expect(await names('?archived=true')).toEqual(['Trip to Rome']);
  });

  it('keeps an archived conversation readable by its id, with its messages', async () => {
    const { Notes } = await make('Notes');
    await patch(Notes!, { archived: true });
    expect((await http().get(`/api/conversations/${Notes}`, customer.cookie)).json()).toMatchObject({
      conversation: { name: 'Notes' },
    });
    expect((await http().get(`/api/conversations/chats?conversation=${Notes}`, customer.cookie)).statusCode).toBe(200);
  });

  it('brings an archived conversation back to the top of the list when a message is written in it, in every tab', async () => {
    const { Archived, Later } = await make('Archived', 'Later');
    await patch(Archived!, { archived: true });
    const [writer, other] = [await tab(), await tab()];
    const back = nextEvent(other, 'conversation:updated', (c) => c._id === Archived && c.archivedAt === null);
    const body = sendBody({ conversation: Archived!, input: 'One more question' });
    const answered = nextEvent(writer, 'conversation', (chat) => chat._id === body._id, 10_000);
    expect(await emitEvent(writer, 'main:conversations:send', body)).toEqual({ ok: true });
    expect(await back).toMatchObject({ name: 'Archived' });
    await answered;
    await Promise.all([...server.app.chatPipeline.running]);
    // The first exchange also gives it a generated title: its id tells it.
    expect((await listed()).conversations.map((conversation) => conversation._id)).toEqual([Archived, Later]);
    expect(await listed('?archived=true')).toMatchObject({ count: 0 });
  });
});

describe('refusals (issue 21)', () => {
  it("answers 404 for another customer's conversation and changes nothing", async () => {
    const { Secret } = await make('Secret');
    const intruder = await createSignedInCustomer(server.app);
    const watching = await tab();
    const told: Conversation[] = [];
    watching.on('conversation:updated', (conversation) => told.push(conversation));
    for (const body of [{ pinned: true }, { archived: true }, { pinned: true, archived: true, name: 'Mine now' }]) {
      const response = await patch(Secret!, body, intruder);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Conversation not found.' });
    }
    const [mine] = (await listed()).conversations;
    expect(mine).toMatchObject({ _id: Secret, name: 'Secret', pinnedAt: null, archivedAt: null });
    expect(await listed('?archived=true', intruder)).toMatchObject({ count: 0 });
    // The owner's next change is the first event its tab hears: the refusals published nothing.
    await patch(Secret!, { pinned: true });
    await nextEvent(watching, 'conversation:updated');
    expect(told.map((conversation) => conversation.pinnedAt !== null)).toEqual([true]);
  });

  it('refuses bodies that change nothing, wrong types and unknown keys with 400', async () => {
    const { Kept } = await make('Kept');
    for (const body of [{}, { pinned: 'yes' }, { archived: 1 }, { pinned: true, colour: 'red' }, { archived: null }]) {
      const response = await patch(Kept!, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    expect((await http().get('/api/conversations?archived=maybe', customer.cookie)).statusCode).toBe(400);
    expect((await listed()).conversations).toMatchObject([{ name: 'Kept', pinnedAt: null, archivedAt: null }]);
  });
});
