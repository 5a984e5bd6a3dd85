import { and, count, desc, eq, gte, isNull, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats } from '../../db/schema.ts';
import type { ConversationRow } from '../conversations/repository.ts';
import type { StoredInstructions } from './instructions-repository.ts';
import { storableText } from './storable-text.ts';
import { prepareTurnStatements } from './turn-statements.ts';

export type ChatRow = typeof chats.$inferSelect;
/** What a turn stores of a new chat (the prepared insert's columns; the rest take their defaults). */
export type TurnInput = Pick<ChatRow, 'id' | 'customerId' | 'conversationId' | 'input' | 'provider' | 'model' | 'instanceId'>;

/** What a send's insert answers in either scope (turn-statements.ts). */
type InsertedRow = Awaited<ReturnType<ReturnType<typeof prepareTurnStatements>['insertInGeneral']['execute']>>[number];

/** One earlier exchange as the model is sent it: the question's and the answer's text. */
export interface HistoryExchange {
  question: string;
  answer: string | null;
}

/**
 * A send's insert: the row stored (or found: a repeat), and for a new one its instructions and
 * history, and in a conversation that conversation as the insert touched it (its activity write).
 */
export type StoredOnce =
  | {
      row: ChatRow;
      created: true;
      instructions: StoredInstructions;
      history: HistoryExchange[];
      conversation?: ConversationRow | undefined;
    }
  | { row: ChatRow; created: false; instructions?: undefined; history?: undefined; conversation?: undefined };

/** The customer's tokens and chats since the start of the quota window (§3 total and count). */
export interface Usage {
  total: number;
  count: number;
}

/** A customer's chats of one scope: a conversation, or the general chat (null). */
export const inChatScope = (customerId: string, conversationId: string | null) =>
  and(eq(chats.customerId, customerId), conversationId ? eq(chats.conversationId, conversationId) : isNull(chats.conversationId));

/** A jsonb value as the text PostgreSQL parses; SQL null stays null (not the JSON `null`). */
const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export class ChatRepository {
  private readonly db: Db;
  private readonly statements: ReturnType<typeof prepareTurnStatements>;

  constructor(db: Db) {
    this.db = db;
    this.statements = prepareTurnStatements(db);
  }

  /** The branch shown (issue 21), newest first. */
  async list(customerId: string, conversationId: string | null, skip: number, limit: number) {
    const where = and(inChatScope(customerId, conversationId), eq(chats.onBranch, true));
    const [rows, [total]] = await Promise.all([
      this.db.select().from(chats).where(where).orderBy(desc(chats.createdAt), desc(chats.id)).offset(skip).limit(limit),
      this.db.select({ value: count() }).from(chats).where(where),
    ]);
    return { rows, count: total?.value ?? 0 };
  }

  /** Earlier finished exchanges of the branch shown, newest first (the history budget trims them). */
  history(customerId: string, conversationId: string | null, beforeId: string, limit: number): Promise<HistoryExchange[]> {
    return conversationId
      ? this.statements.historyOfConversation.execute({ customerId, conversationId, beforeId, limit })
      : this.statements.historyOfGeneral.execute({ customerId, beforeId, limit });
  }

  /**
   * Inserts unless the id exists; answers the stored row, whether this call created it and, when it
   * did, what its answer needs (read by the insert: turn-statements.ts). Undefined when it stored
   * nothing and found nothing: the conversation written in is not the customer's, or is gone.
   */
  async insertOnce(row: TurnInput): Promise<StoredOnce | undefined> {
    const [inserted]: Array<InsertedRow & { conversation?: ConversationRow }> = row.conversationId
      ? await this.statements.insertInConversation.execute(row)
      : await this.statements.insertInGeneral.execute(row);
    if (inserted) {
      const {
        instructionsAbout,
        instructionsStyle,
        instructionsEnabled,
        conversationInstructions,
        history,
        conversation,
        ...stored
      } = inserted;
      const instructions = {
        about: instructionsAbout,
        style: instructionsStyle,
        enabled: instructionsEnabled,
        conversation: conversationInstructions,
      };
      return {
        row: stored,
        created: true,
        instructions,
        history: history.map(([question, answer]) => ({ question, answer })),
        conversation,
      };
    }
    const [existing] = await this.db.select().from(chats).where(eq(chats.id, row.id));
    // Nothing stored and nothing found: the conversation is not the customer's (or is gone).
    return existing ? { row: existing, created: false } : undefined;
  }

  async find(customerId: string, id: string): Promise<ChatRow | undefined> {
    const [row] = await this.db
      .select()
      .from(chats)
      .where(and(eq(chats.id, id), eq(chats.customerId, customerId)));
    return row;
  }

  /** Stores the answer; answers it with the customer's usage since `since`, this answer counted (one statement); undefined when the chat is gone. */
  async finish(
    id: string,
    fields: Pick<ChatRow, 'output' | 'usage' | 'status' | 'error' | 'durationMs' | 'totalTokens'>,
    since: Date,
  ): Promise<{ row: ChatRow; usage: Usage } | undefined> {
    const [updated] = await this.statements.finish.execute({
      ...fields,
      id,
      output: asJson(fields.output && { ...fields.output, content: storableText(fields.output.content) }),
      usage: asJson(fields.usage),
      since: since.toISOString(),
    });
    if (!updated) return undefined; // deleted while it streamed (the general chat cleared, its conversation deleted)
    const { usedSoFar, ownTokens, ...row } = updated;
    return { row, usage: { total: Number(usedSoFar[0]) + Number(ownTokens), count: Number(usedSoFar[1]) } };
  }

  /** Tokens and chats of a customer since a moment: the running total and count of the free quota (§3). */
  async usageSince(customerId: string, since: Date): Promise<Usage> {
    const [row] = await this.db
      .select({ total: sum(chats.totalTokens), count: count() })
      .from(chats)
      .where(and(eq(chats.customerId, customerId), gte(chats.createdAt, since), eq(chats.billable, true)));
    return { total: Number(row?.total ?? 0), count: row?.count ?? 0 };
  }

  async clearGeneral(customerId: string): Promise<number> {
    const rows = await this.db.delete(chats).where(inChatScope(customerId, null)).returning({ id: chats.id });
    return rows.length;
  }
}
