import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { chats, conversations } from '../../db/schema.ts';
import type { PlannedPart } from './plan-import.ts';

export type NewConversation = typeof conversations.$inferInsert & { createdAt: Date; updatedAt: Date; lastActivityAt: Date };
export type NewChat = typeof chats.$inferInsert & { createdAt: Date };

// Where a shared conversation's copy finds it (shares/snapshot-copy.ts); it lives with the planning, which
// the import's worker thread runs without loading the database's modules.
export { asOneBranch } from './plan-import.ts';

// One statement per batch, its rows passed as one JSON parameter that jsonb_to_recordset unpacks:
// thousands of bound values per statement cost more to bind than the rows cost to write (measured
// on PGlite, docs/benchmarks.md), and one parameter stays clear of PostgreSQL's 65,535 per statement.
const BATCH = 2000;

/**
 * What one part wrote (issue 38): a conversation the customer already imported (the same source) is
 * not written again, nor its chats, nor an exchange the general chat already holds (same date and
 * question).
 */
export interface WrittenPart {
  conversations: NewConversation[];
  alreadyImported: NewConversation[];
  /** Questions and answers written. */
  messages: number;
  /** The general chat's exchanges in the part, and of them those written. */
  generalPlanned: number;
  generalWritten: number;
}

/** What an import wrote so far, to take back on a failure. */
interface Written {
  conversationIds: string[];
  generalChatIds: string[];
}

/**
 * Writes an import. Its chats are history, not messages sent here: `billable` false keeps them out
 * of the quota.
 */
export class ImportRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Writes an import's parts as they come (a worker reading the file plans them: issue 37), each
   * its own statements and transactions: one transaction of a 98 MB import held the embedded
   * database's only connection for over a minute, so nobody else's statement ran. Other
   * customers' statements now run between them. A failure, the writing's or a refusal of the file
   * met later in it, takes back what was written, so an import still lands whole or not at all;
   * meanwhile its conversations may show. `onPart`: after each part written.
   */
  async insertPlanned(
    parts: Iterable<PlannedPart> | AsyncIterable<PlannedPart>,
    customerId: string,
    onPart?: (written: WrittenPart) => void,
  ): Promise<void> {
    const written: Written = { conversationIds: [], generalChatIds: [] };
    let skippedAny = false;
    let generalWritten = 0;
    try {
      for await (const part of parts) {
        // Noted before the statements: one that fails may have written some of its rows.
        written.conversationIds.push(...part.conversations.map((conversation) => conversation.id));
        written.generalChatIds.push(...part.generalChatIds);
        const outcome: WrittenPart = {
          conversations: [],
          alreadyImported: [],
          messages: 0,
          generalPlanned: 0,
          generalWritten: 0,
        };
        for (let at = 0; at < part.conversations.length; at += BATCH) {
          const batch = part.conversations.slice(at, at + BATCH);
          const inserted = new Set(await this.insertConversations(this.db, batch));
          for (const conversation of batch)
            (inserted.has(conversation.id) ? outcome.conversations : outcome.alreadyImported).push(conversation);
        }
        skippedAny ||= outcome.alreadyImported.length > 0;
        if (part.chats) Object.assign(outcome, await this.insertChats(this.db, part.chats, skippedAny));
        outcome.generalPlanned = part.generalChatIds.length;
        generalWritten += outcome.generalWritten;
        onPart?.(outcome);
      }
      if (generalWritten > 0) await this.linkGeneralBranch(this.db, customerId);
    } catch (error) {
      await this.takeBack(written);
      throw error;
    }
  }

  /**
   * Deletes what an import wrote: its conversations, their chats first, BATCH at a time (a cascade
   * from thousands of conversations would be one long statement), and its general chat's exchanges.
   */
  private async takeBack({ conversationIds, generalChatIds }: Written): Promise<void> {
    for (let at = 0; at < generalChatIds.length; at += BATCH)
      await this.db.delete(chats).where(inArray(chats.id, generalChatIds.slice(at, at + BATCH)));
    for (let at = 0; at < conversationIds.length; at += BATCH) {
      const ids = conversationIds.slice(at, at + BATCH);
      const some = this.db.select({ id: chats.id }).from(chats).where(inArray(chats.conversationId, ids)).limit(BATCH);
      while ((await this.db.delete(chats).where(inArray(chats.id, some)).returning({ id: chats.id })).length > 0);
      await this.db.delete(conversations).where(inArray(conversations.id, ids));
    }
  }

  /**
   * The general chat's branch after an import: its exchanges, imported or not, interleave by date,
   * so each follows the one before it in time. Versions off the branch keep their parent.
   */
  private async linkGeneralBranch(tx: Db, customerId: string): Promise<void> {
    await tx.execute(sql`
      update ${chats} set parent_id = ordered.previous
      from (
        select id, lag(id) over (order by created_at, id) as previous
        from ${chats} where customer_id = ${customerId} and conversation_id is null and on_branch
      ) as ordered
      where ${chats.id} = ordered.id and ${chats.parentId} is distinct from ordered.previous`);
  }

  // The rows go as they are: the recordset names their fields as the objects do (quoted, camelCase)
  // and ignores any other field. Answers the ids written: not those the customer already imported.
  async insertConversations(tx: Db, batch: NewConversation[]): Promise<string[]> {
    const result = await tx.execute(sql`
      insert into ${conversations} (id, customer_id, name, titled_at, created_at, updated_at, last_activity_at, characters, import_source)
      select id, "customerId", name, "titledAt", "createdAt", "updatedAt", "lastActivityAt", coalesce(characters, 0), "importSource"
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(
        id char(24), "customerId" char(24), name text, "titledAt" timestamptz,
        "createdAt" timestamptz, "updatedAt" timestamptz, "lastActivityAt" timestamptz, characters bigint, "importSource" text)
      on conflict (customer_id, import_source) where import_source is not null do nothing
      returning id`);
    return rowsOf<{ id: string }>(result).map((row) => row.id);
  }

  /**
   * `batch`: a JSON array of NewChat (plan-import.ts serialises them in the worker). The general
   * chat's exchanges it already holds are left out; so, once any conversation of the import was
   * (`skippedAny`), are the chats of a conversation that was not written. Answers what was written.
   */
  async insertChats(tx: Db, batch: string, skippedAny = false): Promise<Pick<WrittenPart, 'messages' | 'generalWritten'>> {
    const ofWrittenConversation = skippedAny
      ? sql`exists (select 1 from ${conversations} v where v.id = r."conversationId")`
      : sql`true`;
    const result = await tx.execute(sql`
      with written as (
        insert into ${chats} (id, customer_id, conversation_id, parent_id, input, output, provider, model, status, billable, created_at)
        select id, "customerId", "conversationId", "parentId", input, output, provider, model, 'done', false, "createdAt"
        from jsonb_to_recordset(${batch}::jsonb) as r(
          id char(24), "customerId" char(24), "conversationId" char(24), "parentId" char(24), input jsonb, output jsonb,
          provider text, model text, "createdAt" timestamptz)
        where case when r."conversationId" is null
          then not exists (
            select 1 from ${chats} c where c.customer_id = r."customerId" and c.conversation_id is null
            and c.created_at = r."createdAt" and c.input->>'content' = r.input->>'content')
          else ${ofWrittenConversation} end
        returning conversation_id, input, output
      )
      select
        count(*) filter (where input->>'content' <> '')::int + count(*) filter (where output->>'content' <> '')::int as messages,
        count(*) filter (where conversation_id is null)::int as "generalWritten"
      from written`);
    const [counts] = rowsOf<{ messages: number; generalWritten: number }>(result);
    return { messages: Number(counts?.messages ?? 0), generalWritten: Number(counts?.generalWritten ?? 0) };
  }
}
