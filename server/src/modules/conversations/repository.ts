import { and, count, desc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema.ts';

export type ConversationRow = typeof conversations.$inferSelect;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A message written in a conversation: the most recently active, back from the archive (touch). */
export const activityWrite = { lastActivityAt: sql`now()`, archivedAt: null };

export class ConversationRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * The list (archived false): pinned ones first, newest pin first, then by activity. The archived
   * view (true): by activity only, pins set aside until restored.
   */
  async list(customerId: string, skip: number, limit: number, options: { search?: string | undefined; archived: boolean }) {
    const { search, archived } = options;
    const where = and(
      eq(conversations.customerId, customerId),
      archived ? isNotNull(conversations.archivedAt) : isNull(conversations.archivedAt),
      search ? ilike(conversations.name, likePattern(search)) : undefined,
    );
    const order = archived
      ? [desc(conversations.lastActivityAt), desc(conversations.id)]
      : [sql`${conversations.pinnedAt} desc nulls last`, desc(conversations.lastActivityAt), desc(conversations.id)];
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(conversations)
        .where(where)
        .orderBy(...order)
        .offset(skip)
        .limit(limit),
      this.db.select({ value: count() }).from(conversations).where(where),
    ]);
    return { rows, count: total?.value ?? 0 };
  }

  async find(customerId: string, id: string): Promise<ConversationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.customerId, customerId)));
    return row;
  }

  async create(row: typeof conversations.$inferInsert): Promise<ConversationRow> {
    const [created] = await this.db.insert(conversations).values(row).returning();
    return created!;
  }

  async update(
    customerId: string,
    id: string,
    fields: Partial<Pick<ConversationRow, 'name' | 'titledAt' | 'pinnedAt' | 'archivedAt' | 'instructions'>>,
  ) {
    const [row] = await this.db
      .update(conversations)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(conversations.id, id), eq(conversations.customerId, customerId)))
      .returning();
    return row;
  }

  /**
   * A message is being written in it: it moves to the top of the list, and one archived comes back
   * to it (as ChatGPT does: a conversation in use is not archived). Undefined when it is not the
   * customer's (or gone): the send's check that the conversation is theirs, in the same statement.
   */
  async touch(customerId: string, id: string): Promise<ConversationRow | undefined> {
    const [row] = await this.db
      .update(conversations)
      .set(activityWrite)
      .where(and(eq(conversations.id, id), eq(conversations.customerId, customerId)))
      .returning();
    return row;
  }

  async delete(customerId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.customerId, customerId)))
      .returning({ id: conversations.id });
    return rows.length > 0;
  }
}
