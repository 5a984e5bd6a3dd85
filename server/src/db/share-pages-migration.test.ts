import { SHARE_MAX_CHARACTERS } from '@chat/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids.ts';
import { presentSharedPage } from '../modules/shares/presenter.ts';
import { ShareRepository } from '../modules/shares/repository.ts';
import { databaseAt, type UpgradingDatabase } from '../test/migrations-up-to.ts';
import type { SharedExchange } from './schema.ts';

const exchange = (question: string, answer: string | null): SharedExchange => ({
  input: { role: 'user', content: question, files: [] },
  output: answer === null ? null : { role: 'assistant', content: answer, files: [] },
  provider: 'demo',
  model: 'offline-demo',
  createdAt: '2025-01-02T03:04:05.000Z',
});

/** Snapshots as links made before issue 37 hold them, in the one `messages` column. */
const legacy = {
  // 120 short exchanges (one unanswered), then long ones: cut by count, then by characters.
  long: [
    ...Array.from({ length: 120 }, (_, index) => exchange(`question ${index}`, index === 7 ? null : `answer ${index}`)),
    ...Array.from({ length: 3 }, (_, index) => exchange(`long ${index} ${'q'.repeat(70_000)}`, 'a'.repeat(10_000))),
  ],
  empty: [] as SharedExchange[],
  // Past SHARE_MAX_CHARACTERS: read by page, never continued.
  huge: Array.from({ length: 3 }, (_, index) => exchange(`huge ${index} ${'q'.repeat(400_000)}`, 'a'.repeat(400_000))),
};
const tokens = { long: 'L'.repeat(22), empty: 'E'.repeat(22), huge: 'H'.repeat(22) };
const messagesOf = (exchanges: SharedExchange[]) =>
  exchanges.flatMap((item) => [item.input.content, ...(item.output ? [item.output.content] : [])]);

describe('migration 0023: share snapshots move into pages (issue 37)', () => {
  let database: UpgradingDatabase;
  let shares: ShareRepository;

  beforeAll(async () => {
    database = await databaseAt('0022_conversation_characters');
    const { db } = database;
    const customer = newId();
    await db.execute(sql`insert into customers (id) values (${customer})`);
    for (const [name, exchanges] of Object.entries(legacy)) {
      const conversation = newId();
      await db.execute(sql`insert into conversations (id, customer_id, name) values (${conversation}, ${customer}, ${name})`);
      await db.execute(sql`insert into shares (id, customer_id, conversation_id, token, name, messages, message_count)
        values (${newId()}, ${customer}, ${conversation}, ${tokens[name as keyof typeof tokens]}, ${name},
          ${JSON.stringify(exchanges)}::jsonb, ${messagesOf(exchanges).length})`);
    }
    await database.upgrade();
    shares = new ShareRepository(db);
  });
  afterAll(() => database?.close());

  /** Every page of the link as its public read answers them, and the link. */
  async function readAll(token: string) {
    const first = (await shares.findLivePage(token, 0))!;
    const pages = [];
    for (let page = 0; page < first.share.pages; page += 1) {
      const found = (await shares.findLivePage(token, page))!;
      pages.push(presentSharedPage(found.share, found.exchanges ?? [], page));
    }
    return { share: first.share, pages, contents: pages.flatMap((page) => page.messages.map((message) => message.content)) };
  }

  it('reads the same messages, in order, page by page', async () => {
    const { share, pages, contents } = await readAll(tokens.long);
    // By 50 exchanges, then by the 100,000 characters a page starts within.
    expect(pages.map((page) => page.messages.length)).toEqual([99, 100, 44, 2]);
    expect(contents).toEqual(messagesOf(legacy.long));
    expect(pages[0]).toMatchObject({ name: 'long', page: 0, pages: 4 });
    expect(share.messageCount).toBe(messagesOf(legacy.long).length);
  });

  it('makes an empty snapshot one empty page', async () => {
    const { pages } = await readAll(tokens.empty);
    expect(pages).toEqual([expect.objectContaining({ page: 0, pages: 1, messages: [] })]);
  });

  it('counts the characters, so a link past the limit is read by page and refused a copy', async () => {
    const { share, pages, contents } = await readAll(tokens.huge);
    expect(pages).toHaveLength(3);
    expect(contents).toEqual(messagesOf(legacy.huge));
    expect(share.characters).toBe(messagesOf(legacy.huge).join('').length);
    expect(share.characters).toBeGreaterThan(SHARE_MAX_CHARACTERS);
    expect((await readAll(tokens.long)).share.characters).toBe(messagesOf(legacy.long).join('').length);
  });
});
