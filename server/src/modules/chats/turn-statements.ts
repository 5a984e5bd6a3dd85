import { and, desc, eq, getTableColumns, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats } from '../../db/schema.ts';
import { HISTORY_MAX_EXCHANGES } from './turn/history.ts';

const value = sql.placeholder;

/**
 * The texts of the earlier finished exchanges of the branch shown, newest first; `scope` picks the
 * general chat or one conversation. Only the two texts: the whole rows (every column, both jsonb
 * parsed) made this the turn's dearest statement, measured on PGlite with 100 exchanges: 4–9 ms
 * for the rows, 1.4–2.5 ms for the texts.
 */
function historyQuery(db: Db, name: string, scope: ReturnType<typeof and>) {
  return db
    .select({ question: sql<string>`${chats.input}->>'content'`, answer: sql<string | null>`${chats.output}->>'content'` })
    .from(chats)
    .where(and(scope, eq(chats.onBranch, true), ne(chats.id, value('beforeId')), inArray(chats.status, ['done', 'stopped'])))
    .orderBy(desc(chats.createdAt), desc(chats.id))
    .limit(value('limit'))
    .prepare(name);
}

/**
 * What the answer step needs of the customer's custom instructions (issue 21) and the
 * conversation's own, read by the insert itself: a statement of its own was one more round trip
 * and ~1 ms of PGlite's time per send. The conversation's count only when it is the customer's.
 */
const instructionsOfTurn = {
  instructionsAbout: sql<string>`(select c.instructions_about from customers c where c.id = chats.customer_id)`,
  instructionsStyle: sql<string>`(select c.instructions_style from customers c where c.id = chats.customer_id)`,
  instructionsEnabled: sql<boolean>`(select c.instructions_enabled from customers c where c.id = chats.customer_id)`,
  conversationInstructions: sql<
    string | null
  >`(select v.instructions from conversations v where v.id = chats.conversation_id and v.customer_id = chats.customer_id)`,
};

/**
 * The texts of the earlier finished exchanges of the branch shown, newest first, as one JSON array
 * of [question, answer] pairs: read by the insert that stores the new exchange, so a send's
 * statements before its answer are one round trip on PostgreSQL too (they were two statements on
 * two connections). The subquery sees the table as it was before the insert: never the new row.
 */
const historyOfTurn = (scope: SQL) =>
  sql<
    Array<[string, string | null]>
  >`(select coalesce(json_agg(json_build_array(h.question, h.answer) order by h.created_at desc, h.id desc), '[]'::json)
    from (select earlier.input->>'content' as question, earlier.output->>'content' as answer, earlier.created_at, earlier.id
      from chats earlier where earlier.customer_id = chats.customer_id and ${scope} and earlier.on_branch and earlier.status in ('done', 'stopped')
      order by earlier.created_at desc, earlier.id desc limit ${sql.raw(String(HISTORY_MAX_EXCHANGES))}) h)`;

/**
 * A new exchange follows the newest of the branch shown (issue 21), found in the insert itself (one
 * round trip, as before versions). Two sends racing in one scope may both follow it: they then show
 * as two versions, the newer one current. It also reads what the answer needs: the history and the
 * instructions.
 */
function insertQuery(db: Db, name: string, leafScope: SQL, historyScope: SQL) {
  const leaf = sql`(select leaf.id from ${chats} leaf where leaf.customer_id = ${value('customerId')} and ${leafScope} and leaf.on_branch order by leaf.created_at desc, leaf.id desc limit 1)`;
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
    .returning({ ...getTableColumns(chats), ...instructionsOfTurn, history: historyOfTurn(historyScope) })
    .prepare(name);
}

// Inside RETURNING drizzle leaves columns unqualified, which the self-join needs: written out.
// The subquery sees the table as it was before the update, hence this row's own tokens added.
// Copied-in exchanges (billable false: a shared conversation continued) are no use of the quota.
// One scan for both figures (an array of the two): two subqueries walked the customer's chats of
// the day twice, measured on PGlite with 300 that day: 2.9 ms for the update, 1.4 ms without them.
const usageAfterUpdate = {
  usedSoFar: sql<
    [string | number | bigint, string | number | bigint]
  >`(select array[coalesce(sum(earlier.total_tokens) filter (where earlier.id <> chats.id), 0), count(*)]
    from chats earlier where earlier.customer_id = chats.customer_id and earlier.created_at >= ${value('since')}::timestamptz and earlier.billable)`,
  ownTokens: sql<
    string | number
  >`case when chats.created_at >= ${value('since')}::timestamptz then chats.total_tokens else 0 end`,
};

/**
 * The statements every chat turn runs, built once: drizzle's query building cost more CPU per
 * message than the rest of the turn's own code, and on PostgreSQL a named statement is also
 * parsed and planned once per connection.
 */
export function prepareTurnStatements(db: Db) {
  return {
    insertInGeneral: insertQuery(
      db,
      'chat_insert_general',
      sql`leaf.conversation_id is null`,
      sql`earlier.conversation_id is null`,
    ),
    insertInConversation: insertQuery(
      db,
      'chat_insert_conversation',
      sql`leaf.conversation_id = ${value('conversationId')}`,
      sql`earlier.conversation_id = chats.conversation_id`,
    ),
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
