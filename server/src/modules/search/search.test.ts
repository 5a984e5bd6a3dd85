import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chats } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { createConversation } from '../../test/conversations.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { insertChat, marked, search } from '../../test/search.ts';

const server = useTestApp();

describe('GET /api/search: matching in the customer’s language (issue 20)', () => {
  const cases = [
    { locale: 'en', text: 'The children were running in the park', query: 'run', word: 'running' },
    { locale: 'es', text: 'Los gatos estaban corriendo por la casa', query: 'correr', word: 'corriendo' },
    { locale: 'it', text: 'I bambini giocavano nel giardino', query: 'giocare', word: 'giocavano' },
    { locale: 'ro', text: 'Copiii citeau cărțile în grădină', query: 'cărți', word: 'cărțile' },
    { locale: 'fr', text: 'Les enfants mangeaient des pommes rouges', query: 'manger', word: 'mangeaient' },
  ];
  for (const { locale, text, query, word } of cases) {
    it(`finds another form of a word, stemmed in ${locale}, and marks it in the snippet`, async () => {
      const owner = await createSignedInCustomer(server.app, { locale });
      const chat = await insertChat(server.app, owner.id, text, 'OK.');
      const { status, body } = await search(server.app, owner, query);
      expect(status).toBe(200);
      expect(body.hits.map((hit) => hit.chat)).toEqual([chat]);
      expect(body.hits[0]!.role).toBe('user');
      expect(marked(body.hits[0]!)).toEqual([word.toLowerCase()]);
      // ts_headline leaves out a leading stop word (The, Los, I…); the rest is the text as written.
      expect(text).toContain(body.hits[0]!.snippet.map((part) => part.text).join(''));
    });
  }

  it('finds an answer once it has ended, not while it streams (its checkpoints do not index it again each time)', async () => {
    const owner = await createSignedInCustomer(server.app);
    const chat = await insertChat(server.app, owner.id, 'Tell me about herons', 'Herons wade in shallow water', {
      status: 'pending',
    });
    expect((await search(server.app, owner, 'wade')).body.hits).toEqual([]);
    expect((await search(server.app, owner, 'herons')).body.hits.map((hit) => [hit.chat, hit.role])).toEqual([[chat, 'user']]);
    await server.app.database.db.update(chats).set({ status: 'done' }).where(eq(chats.id, chat));
    expect((await search(server.app, owner, 'wade')).body.hits.map((hit) => [hit.chat, hit.role])).toEqual([[chat, 'assistant']]);
  });

  it('keeps rows written before a change of language searchable, and indexes new ones in the new language', async () => {
    const owner = await createSignedInCustomer(server.app, { locale: 'en' });
    const before = await insertChat(server.app, owner.id, 'We were swimming all day', 'Nice.');
    expect((await server.http.put('/api/customers', { locale: 'fr' }, owner.cookie)).statusCode).toBe(200);
    const after = await insertChat(server.app, owner.id, 'Les enfants mangeaient des pommes', 'Bien.');
    expect((await search(server.app, owner, 'swim')).body.hits.map((hit) => hit.chat)).toEqual([before]);
    expect((await search(server.app, owner, 'manger')).body.hits.map((hit) => hit.chat)).toEqual([after]);
  });
});

describe('GET /api/search: what a hit says', () => {
  let owner: TestCustomer;
  beforeAll(async () => {
    owner = await createSignedInCustomer(server.app);
  });

  it('names the conversation, or none for the general chat, and tells question from answer', async () => {
    const conversation = await createConversation(server.app, owner, 'Trip to Lisbon');
    const named = await insertChat(server.app, owner.id, 'Where to eat pastel de nata?', 'Try the bakery in Belém.', {
      conversationId: conversation,
    });
    const general = await insertChat(server.app, owner.id, 'Tell me a joke', 'A bakery joke about bread.');
    const { body } = await search(server.app, owner, 'bakery');
    expect(body.hits.map((hit) => [hit.chat, hit.conversation?.name, hit.role])).toEqual([
      [general, undefined, 'assistant'],
      [named, 'Trip to Lisbon', 'assistant'],
    ]);
    expect(body.hits[1]!.conversation?._id).toBe(conversation);
    expect(body.next).toBeNull();
  });

  it('understands "a phrase", -negation and OR', async () => {
    const customer = await createSignedInCustomer(server.app);
    const red = await insertChat(server.app, customer.id, 'a red apple on the table', 'ok');
    const green = await insertChat(server.app, customer.id, 'a green apple, red table', 'ok');
    const pear = await insertChat(server.app, customer.id, 'a yellow pear', 'ok');
    const ids = async (q: string) => (await search(server.app, customer, q)).body.hits.map((hit) => hit.chat).sort();
    expect(await ids('"red apple"')).toEqual([red]);
    expect(await ids('apple -green')).toEqual([red]);
    expect(await ids('pear OR green')).toEqual([green, pear].sort());
    expect(await ids('apple')).toEqual([red, green].sort());
  });

  it('never sends markup: a message’s HTML and our own marks come back as plain text', async () => {
    const customer = await createSignedInCustomer(server.app);
    await insertChat(server.app, customer.id, '<img src=x onerror=alert(1)> \uE000fake\uE001 treasure', 'ok');
    const { body } = await search(server.app, customer, 'treasure');
    const [hit] = body.hits;
    expect(marked(hit!)).toEqual(['treasure']);
    const text = hit!.snippet.map((part) => part.text).join('');
    expect(text).toContain('onerror=alert(1)> fake treasure');
    expect(text).not.toMatch(/[\uE000\uE001]/);
  });
});

describe('GET /api/search: paging and privacy', () => {
  it('pages newest first with a cursor, every hit once, even at the same instant', async () => {
    const owner = await createSignedInCustomer(server.app);
    const sameInstant = new Date('2026-01-02T03:04:05.123456Z');
    const ids: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      const createdAt = index < 10 ? sameInstant : new Date(Date.UTC(2026, 0, 3, 0, index));
      ids.push(await insertChat(server.app, owner.id, `note number ${index} about kites`, 'fine', { createdAt }));
    }
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const { status, body } = await search(server.app, owner, 'kites', { limit: '7', ...(cursor ? { cursor } : {}) });
      expect(status).toBe(200);
      seen.push(...body.hits.map((hit) => hit.chat));
      cursor = body.next;
    } while (cursor);
    expect(seen).toHaveLength(25);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect(seen.slice(0, 15)).toEqual(ids.slice(10).reverse());
  });

  it('never answers another customer’s messages', async () => {
    const owner = await createSignedInCustomer(server.app);
    const stranger = await createSignedInCustomer(server.app);
    await insertChat(server.app, stranger.id, 'my secret zeppelin plans', 'noted');
    const mine = await insertChat(server.app, owner.id, 'a zeppelin in the sky', 'yes');
    expect((await search(server.app, owner, 'zeppelin')).body.hits.map((hit) => hit.chat)).toEqual([mine]);
    expect((await search(server.app, owner, 'secret')).body.hits).toEqual([]);
  });

  it('asks for a session', async () => {
    expect((await server.http.get('/api/search?q=zeppelin')).statusCode).toBe(401);
  });
});

describe('GET /api/search: bad input', () => {
  let owner: TestCustomer;
  beforeAll(async () => {
    owner = await createSignedInCustomer(server.app);
    await insertChat(server.app, owner.id, "robert'); drop table chats;-- said the quote", 'ok');
  });

  it('answers sensibly to quotes, operators alone, stop words and SQL-looking text', async () => {
    for (const q of ['"unclosed quote', '""', '-', 'OR', '&|!:*()<->', 'the and of', "'; select * from customers; --", '%_\\']) {
      const { status, body } = await search(server.app, owner, q);
      expect(status, q).toBe(200);
      expect(Array.isArray(body.hits), q).toBe(true);
    }
    const { body } = await search(server.app, owner, "robert'); drop table chats;--");
    expect(body.hits).toHaveLength(1);
  });

  it('refuses a NUL, an empty search, 10,000 characters and a forged cursor with a clear 400', async () => {
    const nul = await search(server.app, owner, 'a\u0000b');
    expect(nul.status).toBe(400);
    expect(nul.body.message).toMatch(/control character/i);
    const long = await search(server.app, owner, 'word '.repeat(2000));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/too long: at most 300 characters/);
    expect((await search(server.app, owner, '   ')).status).toBe(400);
    const cursor = await search(server.app, owner, 'quote', { cursor: "1' or 1=1" });
    expect(cursor.status).toBe(400);
    expect(cursor.body.message).toMatch(/cursor/);
  });
});
