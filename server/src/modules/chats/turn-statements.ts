import { and, desc, eq, getTableColumns, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats } from '../../db/schema.ts';

const value = sql.placeholder;

/** Earlier finished exchanges of the branch shown, newest first; `scope` picks the general chat or one conversation. */
function historyQuery(db: Db, name: string, scope: ReturnType<typeof and>) {
  return db
    .select()
    .from(chats)
    .where(and(scope, eq(chats.onBranch, true), ne(chats.id, value('beforeId')), inArray(chats.status, ['done', 'stopped'])))
    .orderBy(desc(chats.createdAt), desc(chats.id))
    .limit(value('limit'))
    .prepare(name);
}

/**
 * A new exchange follows the newest of the branch shown (issue 21), found in the insert itself (one
 * round trip, as before versions). Two sends racing in one scope may both follow it: they then show
 * as two versions, the newer one current.
 */
function insertQuery(db: Db, name: string, inScope: SQL) {
  const leaf = sql`(select leaf.id from ${chats} leaf where leaf.customer_id = ${value('customerId')} and ${inScope} and leaf.on_branch order by leaf.created_at desc, leaf.id desc limit 1)`;
  return db
    .insert(chats)
    .values({
      id: value('id'),
      customerId: value('customerId'),
      conversationId: value('conversationId'),
      input: value('input'),
      provider: value('provider'),
      model: value('model'),
      instanceId: value('instanceId'),
      parentId: leaf,
    })
    .onConflictDoNothing({ target: chats.id })
    .returning()
    .prepare(name);
}

// Inside RETURNING drizzle leaves columns unqualified, which the self-join needs: written out.
// The subqueries see the table as it was before the update, hence this row's own part added.
// Copied-in exchanges (billable false: a shared conversation continued) are no use of the quota.
const mine = sql`earlier.customer_id = chats.customer_id and earlier.created_at >= ${value('since')}::timestamptz and earlier.billable`;
const usageAfterUpdate = {
  usedTokens: sql<string>`(select coalesce(sum(earlier.total_tokens), 0) from chats earlier where ${mine} and earlier.id <> chats.id)
    + case when chats.created_at >= ${value('since')}::timestamptz then chats.total_tokens else 0 end`,
  usedCount: sql<string>`(select count(*) from chats earlier where ${mine})`,
};

/**
 * The statements every chat turn runs, built once: drizzle's query building cost more CPU per
 * message than the rest of the turn's own code, and on PostgreSQL a named statement is also
 * parsed and planned once per connection.
 */
export function prepareTurnStatements(db: Db) {
  return {
    insertInGeneral: insertQuery(db, 'chat_insert_general', sql`leaf.conversation_id is null`),
    insertInConversation: insertQuery(db, 'chat_insert_conversation', sql`leaf.conversation_id = ${value('conversationId')}`),
    historyOfGeneral: historyQuery(
      db,
      'chat_history_general',
      and(eq(chats.customerId, value('customerId')), isNull(chats.conversationId)),
    ),
    historyOfConversation: historyQuery(
      db,
      'chat_history_conversation',
      and(eq(chats.customerId, value('customerId')), eq(chats.conversationId, value('conversationId'))),
    ),
    finish: db
      .update(chats)
      // Update values cannot be placeholders in drizzle's types: bound as SQL, jsonb passed as JSON text.
      .set({
        output: sql`${value('output')}::jsonb`,
        usage: sql`${value('usage')}::jsonb`,
        totalTokens: sql`${value('totalTokens')}`,
        status: sql`${value('status')}`,
        error: sql`${value('error')}`,
        durationMs: sql`${value('durationMs')}`,
      })
      .where(eq(chats.id, value('id')))
      .returning({ ...getTableColumns(chats), ...usageAfterUpdate })
      .prepare('chat_finish'),
  };
}
