import { and, asc, eq, gt, max, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats, conversations } from '../../db/schema.ts';
import { inChatScope } from '../chats/repository.ts';

/**
 * Where a keyset page stops: the next one starts after it (stable while new rows arrive). The time
 * is PostgreSQL's own text of it: a JS Date drops the microseconds, and a cursor rounded down
 * would read the last rows of a page again.
 */
export interface Cursor {
  at: string;
  id: string;
}

export type ExportConversationRow = Pick<typeof conversations.$inferSelect, 'id' | 'name' | 'createdAt' | 'lastActivityAt'> & {
  cursor: Cursor;
};
export type ExportChatRow = Pick<
  typeof chats.$inferSelect,
  'id' | 'input' | 'output' | 'provider' | 'model' | 'createdAt' | 'parentId' | 'currentVersion' | 'onBranch'
> & {
  cursor: Cursor;
};

const conversationColumns = {
  id: conversations.id,
  name: conversations.name,
  createdAt: conversations.createdAt,
  lastActivityAt: conversations.lastActivityAt,
  cursorAt: sql<string>`${conversations.createdAt}::text`,
};
const chatColumns = {
  id: chats.id,
  input: chats.input,
  output: chats.output,
  provider: chats.provider,
  model: chats.model,
  createdAt: chats.createdAt,
  parentId: chats.parentId,
  currentVersion: chats.currentVersion,
  onBranch: chats.onBranch,
  cursorAt: sql<string>`${chats.createdAt}::text`,
};

/**
 * Reads for the exports, in keyset pages (oldest first), so an account of any size is read a
 * bounded number of rows at a time and never as one result.
 */
export class ExportRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async conversation(customerId: string, id: string): Promise<ExportConversationRow | undefined> {
    const [row] = await this.db
      .select(conversationColumns)
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.customerId, customerId)));
    return row && withCursor(row);
  }

  async conversationsPage(customerId: string, after: Cursor | undefined, limit: number): Promise<ExportConversationRow[]> {
    const rows = await this.db
      .select(conversationColumns)
      .from(conversations)
      .where(and(eq(conversations.customerId, customerId), after ? afterCursor(conversations, after) : undefined))
      .orderBy(asc(conversations.createdAt), asc(conversations.id))
      .limit(limit);
    return rows.map(withCursor);
  }

  /** The general chat's span (its first and last exchange), or undefined when it holds none. */
  async generalChatSpan(customerId: string): Promise<{ first: Date; last: Date } | undefined> {
    const [row] = await this.db
      .select({ first: min(chats.createdAt), last: max(chats.createdAt) })
      .from(chats)
      .where(inChatScope(customerId, null));
    // Without exchanges min and max are null.
    return row?.first && row.last ? { first: row.first, last: row.last } : undefined;
  }

  /** Whether a conversation (null: the general chat) holds exchanges off its branch shown (issue 21). */
  async hasOtherVersions(customerId: string, conversationId: string | null): Promise<boolean> {
    const [row] = await this.db
      .select({ id: chats.id })
      .from(chats)
      .where(and(inChatScope(customerId, conversationId), eq(chats.onBranch, false)))
      .limit(1);
    return row !== undefined;
  }

  /** One page of a conversation's exchanges (null: the general chat), every branch, oldest first. */
  async chatsPage(
    customerId: string,
    conversationId: string | null,
    after: Cursor | undefined,
    limit: number,
  ): Promise<ExportChatRow[]> {
    const rows = await this.db
      .select(chatColumns)
      .from(chats)
      .where(and(inChatScope(customerId, conversationId), after ? afterCursor(chats, after) : undefined))
      .orderBy(asc(chats.createdAt), asc(chats.id))
      .limit(limit);
    return rows.map(withCursor);
  }
}

function afterCursor(table: typeof chats | typeof conversations, after: Cursor) {
  const at = sql`${after.at}::timestamptz`;
  return or(sql`${table.createdAt} > ${at}`, and(sql`${table.createdAt} = ${at}`, gt(table.id, after.id)));
}

/** A row with its cursor in one field, the way the pages hand it on. */
function withCursor<T extends { id: string; cursorAt: string }>({
  cursorAt,
  ...row
}: T): Omit<T, 'cursorAt'> & { cursor: Cursor } {
  return { ...row, cursor: { at: cursorAt, id: row.id } };
}
