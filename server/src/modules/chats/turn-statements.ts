import { CONVERSATION_MAX_CHARACTERS } from '@chat/protocol';
import { and, desc, eq, getTableColumns, inArray, isNull, lt, ne, SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats, conversations } from '../../db/schema.ts';
import { activityWrite, type ConversationRow } from '../conversations/repository.ts';
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

/** The newest exchange of the branch shown in a scope: the one a new exchange follows (issue 21). */
const leafOf = (leafScope: SQL) =>
  sql`(select leaf.id from ${chats} leaf where leaf.customer_id = ${value('customerId')} and ${leafScope} and leaf.on_branch order by leaf.created_at desc, leaf.id desc limit 1)`;

/** What a send stores of a new exchange (TurnInput) besides its place; every other column takes its default. */
const suppliedColumns = ['id', 'customerId', 'input', 'provider', 'model', 'instanceId'] as const;

/**
 * A new exchange follows the newest of the branch shown (issue 21), found in the insert itself (one
 * round trip, as before versions). Two sends racing in one scope may both follow it: they then show
 * as two versions, the newer one current. It also reads what the answer needs: the history and the
 * instructions.
 */
function insertInGeneralQuery(db: Db) {
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
      parentId: leafOf(sql`leaf.conversation_id is null`),
    })
    .onConflictDoNothing({ target: chats.id })
    .returning({ ...getTableColumns(chats), ...instructionsOfTurn, history: historyOfTurn(sql`earlier.conversation_id is null`) })
    .prepare('chat_insert_general');
}

/**
 * In a conversation the insert is also the conversation's check and its activity write (issue 36):
 * the conversation is touched (ConversationRepository.touch's write) in a CTE and the exchange is
 * inserted only from its row, so a conversation that is not the customer's gets neither, and the
 * statement answers nothing. It was a statement of its own before the insert: 0.9 ms at p50 on
 * PostgreSQL of a named conversation's 3.3 ms added to the first delta, and one drizzle built anew
 * per send. The touched conversation comes back with the row (`conversation`). A conversation at
 * its size limit is not touched either: the statement answers nothing for it too.
 */
function insertInConversationQuery(db: Db) {
  // Referred to by name in the SQL below: the selection is only drizzle's type.
  const touched = db.$with('touched', { id: conversations.id }).as(
    db
      .update(conversations)
      .set(activityWrite)
      .where(
        and(
          eq(conversations.id, value('conversationId')),
          eq(conversations.customerId, value('customerId')),
          // A full conversation takes nothing more (issue 37): the pipeline tells why nothing came back.
          lt(conversations.characters, CONVERSATION_MAX_CHARACTERS),
        ),
      )
      .returning()
      .getSQL(),
  );
  const supplied: Record<string, SQL> = {
    ...Object.fromEntries(suppliedColumns.map((key) => [key, sql`${value(key)}`])),
    conversationId: sql`touched.id`,
    parentId: leafOf(sql`leaf.conversation_id = touched.id`),
  };
  return db
    .with(touched)
    .insert(chats)
    .select(sql`select ${sql.join(insertedValues(supplied), sql`, `)} from touched`)
    .onConflictDoNothing({ target: chats.id })
    .returning({
      ...getTableColumns(chats),
      ...instructionsOfTurn,
      history: historyOfTurn(sql`earlier.conversation_id = chats.conversation_id`),
      conversation: sql<ConversationRow>`(select row_to_json(touched) from touched)`.mapWith(rowOf(conversations)),
    })
    .prepare('chat_insert_conversation');
}

/** A row of `table` from its JSON (row_to_json): each column read as drizzle reads it from the driver. */
function rowOf(table: typeof conversations) {
  const columns = Object.entries(getTableColumns(table));
  return (json: Record<string, unknown>) =>
    Object.fromEntries(
      columns.map(([key, column]) => [key, json[column.name] == null ? null : column.mapFromDriverValue(json[column.name])]),
    );
}

/**
 * The select list of an `insert … select` over every column of chats, in drizzle's insert order:
 * the values supplied, each other column's default (a select cannot say `default`). Each typed,
 * as a select's parameters and nulls are text to PostgreSQL.
 */
function insertedValues(supplied: Record<string, SQL>): SQL[] {
  return Object.entries(getTableColumns(chats)).map(([key, column]) => {
    const type = sql.raw(column.getSQLType());
    if (supplied[key]) return sql`${supplied[key]}::${type}`;
    if (column.defaultFn) throw new Error(`chats.${key}: a default made in JavaScript cannot be part of a prepared insert`);
    if (column.default instanceof SQL) return column.default;
    if (column.default !== undefined) return sql`${sql.raw(literal(column.default))}::${type}`;
    return sql`null::${type}`;
  });
}

/** A column's constant default as SQL text (numbers, booleans, strings: all chats has). */
function literal(constant: unknown): string {
  if (typeof constant === 'number' || typeof constant === 'boolean') return String(constant);
  if (typeof constant === 'string') return `'${constant.replaceAll("'", "''")}'`;
  throw new Error(`no SQL literal for a default of type ${typeof constant}`);
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
 * The finished exchange's question and answer added to its conversation's size (issue 37), in the
 * finish itself: a write of one row by its key, no statement of its own. The general chat's
 * exchanges have no conversation: nothing is written.
 */
function grownConversation(db: Db) {
  return db.$with('grown', { id: conversations.id }).as(
    sql`update ${conversations} set characters = ${conversations.characters} + finished.characters
      from (select c.conversation_id, char_length(c.input->>'content') + coalesce(char_length(${value('output')}::jsonb->>'content'), 0) as characters
        from ${chats} c where c.id = ${value('id')}) finished
      where ${conversations.id} = finished.conversation_id returning ${conversations.id}`,
  );
}

/**
 * The statements every chat turn runs, built once: drizzle's query building cost more CPU per
 * message than the rest of the turn's own code, and on PostgreSQL a named statement is also
 * parsed and planned once per connection.
 */
export function prepareTurnStatements(db: Db) {
  return {
    insertInGeneral: insertInGeneralQuery(db),
    insertInConversation: insertInConversationQuery(db),
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
      .with(grownConversation(db))
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
