import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids.ts';
import { conversations } from './schema.ts';
import { databaseAt, type UpgradingDatabase } from '../test/migrations-up-to.ts';

let database: UpgradingDatabase | undefined;
afterEach(() => database?.close());

const message = (role: string, content: string) => JSON.stringify({ role, content, files: [] });

describe('migration 0022: the size of the conversations there are (issue 37)', () => {
  it('counts every question and answer of each conversation, versions too; an empty one holds 0', async () => {
    database = await databaseAt('0021_code_tries_by_network');
    const { db } = database;
    const [customer, full, empty] = [newId(), newId(), newId()];
    await db.execute(sql`insert into customers (id) values (${customer})`);
    await db.execute(
      sql`insert into conversations (id, customer_id, name) values (${full}, ${customer}, 'Full'), (${empty}, ${customer}, 'Empty')`,
    );
    const exchange = (conversation: string | null, question: string, answer: string | null) =>
      db.execute(sql`insert into chats (id, customer_id, conversation_id, input, output, provider, model)
        values (${newId()}, ${customer}, ${conversation}, ${message('user', question)}::jsonb,
          ${answer === null ? null : message('assistant', answer)}::jsonb, 'demo', 'offline-demo')`);
    await exchange(full, 'Hello', 'Hi there');
    // An answer still being written has no output yet; an emoji is one character.
    await exchange(full, 'Tell me 😀', null);
    await exchange(null, 'In the general chat', 'Not counted anywhere');
    // An earlier version, off the branch shown: stored, so counted.
    await exchange(full, 'Hello', 'Hey');
    await db.execute(sql`update chats set on_branch = false where output->>'content' = 'Hey'`);

    await database.upgrade();
    const sizes = await db
      .select({ name: conversations.name, characters: conversations.characters })
      .from(conversations)
      .orderBy(conversations.name);
    expect(sizes.map((row) => [row.name, row.characters])).toEqual([
      ['Empty', 0],
      ['Full', 'Hello'.length + 'Hi there'.length + 'Tell me '.length + 1 + 'Hello'.length + 'Hey'.length],
    ]);
  });
});
