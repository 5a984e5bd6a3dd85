import { and, count, desc, eq, gte, inArray, isNull, ne, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats } from '../../db/schema.ts';

export type ChatRow = typeof chats.$inferSelect;
export type NewChat = typeof chats.$inferInsert;

export class ChatRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  private scope(customerId: string, conversationId: string | null) {
    return and(
      eq(chats.customerId, customerId),
      conversationId ? eq(chats.conversationId, conversationId) : isNull(chats.conversationId),
    );
  }

  async list(customerId: string, conversationId: string | null, skip: number, limit: number) {
    const where = this.scope(customerId, conversationId);
    const [rows, [total]] = await Promise.all([
      this.db.select().from(chats).where(where).orderBy(desc(chats.createdAt), desc(chats.id)).offset(skip).limit(limit),
      this.db.select({ value: count() }).from(chats).where(where),
    ]);
    return { rows, count: total?.value ?? 0 };
  }

  /** Earlier finished exchanges of a conversation, newest first (the history budget trims them). */
  async history(customerId: string, conversationId: string | null, beforeId: string, limit: number) {
    return this.db
      .select()
      .from(chats)
      .where(and(this.scope(customerId, conversationId), ne(chats.id, beforeId), inArray(chats.status, ['done', 'stopped'])))
      .orderBy(desc(chats.createdAt), desc(chats.id))
      .limit(limit);
  }

  /** Inserts unless the id exists; answers the stored row and whether this call created it. */
  async insertOnce(row: NewChat): Promise<{ row: ChatRow; created: boolean }> {
    const inserted = await this.db.insert(chats).values(row).onConflictDoNothing({ target: chats.id }).returning();
    if (inserted[0]) return { row: inserted[0], created: true };
    const [existing] = await this.db.select().from(chats).where(eq(chats.id, row.id));
    return { row: existing!, created: false };
  }

  async find(customerId: string, id: string): Promise<ChatRow | undefined> {
    const [row] = await this.db
      .select()
      .from(chats)
      .where(and(eq(chats.id, id), eq(chats.customerId, customerId)));
    return row;
  }

  async finish(id: string, fields: Pick<ChatRow, 'output' | 'usage' | 'status' | 'error' | 'durationMs' | 'totalTokens'>) {
    const [row] = await this.db.update(chats).set(fields).where(eq(chats.id, id)).returning();
    return row!;
  }

  /** Tokens and chats of a customer since a moment: the running total and count of the free quota (§3). */
  async usageSince(customerId: string, since: Date): Promise<{ total: number; count: number }> {
    const [row] = await this.db
      .select({ total: sum(chats.totalTokens), count: count() })
      .from(chats)
      .where(and(eq(chats.customerId, customerId), gte(chats.createdAt, since)));
    return { total: Number(row?.total ?? 0), count: row?.count ?? 0 };
  }

  async clearGeneral(customerId: string): Promise<number> {
    const rows = await this.db
      .delete(chats)
      .where(and(eq(chats.customerId, customerId), isNull(chats.conversationId)))
      .returning({ id: chats.id });
    return rows.length;
  }
}
