import { beforeAll, describe, expect, it } from 'vitest';
import { sharePages, shares, type SharedExchange } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { useTestApp } from '../../test/app.ts';
import { createConversation } from '../../test/conversations.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { pngBytes, upload } from '../../test/files.ts';
import { newShareToken } from './token.ts';
import { shareTestKit, type Share, type SharedPage, type TestExchange } from './share-test-kit.ts';

const server = useTestApp();
const { call, exchanges, exchange, share, open } = shareTestKit(server);
let alice: TestCustomer;
let carol: TestCustomer;

beforeAll(async () => {
  alice = await createSignedInCustomer(server.app);
  carol = await createSignedInCustomer(server.app);
});

/** Every page of a link, read one after the other as the shared page does while its reader scrolls. */
async function readAll(token: string) {
  const first = (await open(token)).json<SharedPage>();
  const pages = [first];
  for (let page = 1; page < first.pages; page += 1) {
    const response = await open(token, page);
    expect(response.statusCode).toBe(200);
    pages.push(response.json<SharedPage>());
  }
  return pages;
}

const words = (text: string) => text.slice(0, 40);

/** 60 short exchanges, then 4 of 60,000 characters, the last showing a file in its question. */
const longConversation = (fileId: string): TestExchange[] => [
  ...Array.from({ length: 60 }, (_, index) => ({ question: `question ${index}`, answer: `answer ${index}` })),
  ...Array.from({ length: 4 }, (_, index) => ({
    question: `long question ${index} ${'q'.repeat(30_000)}`,
    answer: `long answer ${index} ${'a'.repeat(30_000)}`,
    ...(index === 3 ? { fileIds: [fileId] } : {}),
  })),
];

describe('a link read page by page (issue 37)', () => {
  let link: Share;
  let written: TestExchange[];
  let fileId: string;

  beforeAll(async () => {
    const conversation = await createConversation(server.app, alice, 'Paged');
    fileId = (await upload(server.app, alice.cookie, 'dot.png', pngBytes(), 'image/png')).json<{ _id: string }>()._id;
    written = longConversation(fileId);
    await exchanges(alice, conversation, written);
    link = await share(alice, conversation, true);
  });

  it('gives every message in order, 50 exchanges or ~100,000 characters a page', async () => {
    expect(link.messageCount).toBe(128);
    const pages = await readAll(link.token);
    // 50 short; 10 short and a long one; then each long one alone (two would pass 100,000 characters).
    expect(pages.map((page) => [page.page, page.pages, page.messages.length])).toEqual([
      [0, 5, 100],
      [1, 5, 22],
      [2, 5, 2],
      [3, 5, 2],
      [4, 5, 2],
    ]);
    expect(pages.every((page) => page.name === 'Paged')).toBe(true);
    const messages = pages.flatMap((page) => page.messages);
    expect(messages.map((message) => [message.role, words(message.content)])).toEqual(
      written.flatMap((item) => [
        ['user', words(item.question)],
        ['assistant', words(item.answer)],
      ]),
    );
  });

  it('answers a page past the last with a 404 of its own, and a page that is no number with a 400', async () => {
    const past = await open(link.token, 5);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ message: 'This page of the shared conversation does not exist.', code: 'not_found' });
    expect(past.headers['cache-control']).toBe('no-store');
    for (const page of ['-1', '1.5', 'two', '99999999999'])
      expect((await call(undefined, 'GET', `/shares/${link.token}?page=${page}`)).statusCode, page).toBe(400);
    // An unknown link is still the one "no longer works", whatever the page.
    expect((await open('D'.repeat(22), 3)).json()).toEqual({ message: 'This link no longer works.', code: 'not_found' });
  });

  it('serves a file shown on a later page, under the link', async () => {
    const last = (await open(link.token, 4)).json<SharedPage>();
    const url = last.messages[0]!.files[0]!.url;
    expect(url).toBe(`/api/shares/${link.token}/files/${fileId}`);
    const file = await server.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('"Continue" copies every page, in order', async () => {
    const response = await call(carol, 'POST', `/shares/${link.token}/continue`);
    expect(response.statusCode).toBe(201);
    const copy = response.json<{ conversation: { _id: string } }>().conversation;
    const listed = (await call(carol, 'GET', `/conversations/chats?conversation=${copy._id}&limit=100`)).json<{
      chats: { input: { content: string }; output: { content: string } }[];
      count: number;
    }>();
    expect(listed.count).toBe(64);
    // The list is newest first.
    expect(listed.chats.map((chat) => [words(chat.input.content), words(chat.output.content)]).reverse()).toEqual(
      written.map((item) => [words(item.question), words(item.answer)]),
    );
  });
});

describe('a link made before the limit (issue 37)', () => {
  /** A legacy link of 2,400,000 characters in three pages, written as migration 0023 leaves it. */
  async function legacyLink() {
    const conversation = await createConversation(server.app, alice, 'Legacy');
    const exchangeOf = (index: number): SharedExchange => ({
      input: { role: 'user', content: `legacy question ${index} ${'q'.repeat(400_000)}`, files: [] },
      output: { role: 'assistant', content: `legacy answer ${index} ${'a'.repeat(400_000)}`, files: [] },
      provider: 'demo',
      model: 'offline-demo',
      createdAt: new Date().toISOString(),
    });
    const [row] = await server.database.db
      .insert(shares)
      .values({
        id: newId(),
        customerId: alice.id,
        conversationId: conversation,
        token: newShareToken(),
        name: 'Legacy',
        messageCount: 6,
        characters: 2_400_100,
        pages: 3,
      })
      .returning();
    await server.database.db
      .insert(sharePages)
      .values([0, 1, 2].map((page) => ({ shareId: row!.id, page, exchanges: [exchangeOf(page)] })));
    return row!.token;
  }

  it('is read a page at a time, one statement each, and "Continue" refuses it with 413', async () => {
    const token = await legacyLink();
    const before = server.database.statementCount();
    const response = await open(token, 1);
    expect(server.database.statementCount() - before).toBe(1);
    expect(response.statusCode).toBe(200);
    // A third of the snapshot: the page asked for and nothing else.
    expect(response.body.length).toBeLessThan(900_000);
    const page = response.json<SharedPage>();
    expect(page.messages.map((message) => words(message.content))).toEqual([
      words(`legacy question 1 ${'q'.repeat(400_000)}`),
      words(`legacy answer 1 ${'a'.repeat(400_000)}`),
    ]);

    const conversationsBefore = (await call(carol, 'GET', '/conversations')).json<{ count: number }>().count;
    const refused = await call(carol, 'POST', `/shares/${token}/continue`);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      code: 'payload_too_large',
      message:
        'This conversation is too long to continue: a copy holds at most 2,000,000 characters. You can still read it at the link.',
    });
    expect((await call(carol, 'GET', '/conversations')).json<{ count: number }>().count).toBe(conversationsBefore);
  });
});

describe('the size a link holds (issue 37)', () => {
  it('refuses with 413 to share a conversation past 2,000,000 characters, reading none of it; up to it shares', async () => {
    const conversation = await createConversation(server.app, alice, 'Long');
    await exchange(alice, conversation, 'q'.repeat(600_000), 'a'.repeat(400_000));
    await exchange(alice, conversation, 'q'.repeat(500_000), 'a'.repeat(500_000));
    expect((await share(alice, conversation)).messageCount).toBe(4);

    await exchange(alice, conversation, 'one more', '!');
    const refused = await call(alice, 'PUT', `/shares/conversations/${conversation}`, { includeFiles: false });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'payload_too_large',
      message:
        'This conversation is too long to share: a link holds at most 2,000,000 characters. ' +
        'Start a new conversation with what you want to share.',
    });
    // The link made before keeps its snapshot, and its pages.
    const links = (await call(alice, 'GET', '/shares')).json<{ shares: Share[] }>().shares;
    const kept = links.find((link) => link.conversationId === conversation)!;
    expect(kept.messageCount).toBe(4);
    const pages = await readAll(kept.token);
    expect(pages.flatMap((page) => page.messages)).toHaveLength(4);
  });
});
