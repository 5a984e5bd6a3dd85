import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

export class FileRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async insert(row: NewFile): Promise<FileRow> {
    const [inserted] = await this.db.insert(files).values(row).returning();
    return inserted!;
  }

  async find(customerId: string, id: string): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.customerId, customerId)));
    return row;
  }

  /** The customer's files among the ids that are not yet attached to another chat than `chatId`. */
  async attachable(customerId: string, ids: string[], chatId: string): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(files)
      .where(
        and(eq(files.customerId, customerId), inArray(files.id, ids), or(isNull(files.attachedAt), eq(files.chatId, chatId))),
      );
  }

  /** Never moves a file already attached to another chat (two sends racing with the same upload). */
  async attach(ids: string[], chatId: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(files)
      .set({ chatId, attachedAt: new Date() })
      .where(and(inArray(files.id, ids), or(isNull(files.attachedAt), eq(files.chatId, chatId))));
  }

  /** Files whose chat was deleted, and uploads never attached since `unattachedBefore`; optionally one customer's. */
  async detached(unattachedBefore: Date, customerId?: string): Promise<FileRow[]> {
    const orphan = or(
      and(isNotNull(files.attachedAt), isNull(files.chatId)),
      and(isNull(files.attachedAt), lt(files.createdAt, unattachedBefore)),
    );
    return this.db
      .select()
      .from(files)
      .where(customerId ? and(eq(files.customerId, customerId), orphan) : orphan);
  }

  async ofCustomer(customerId: string): Promise<FileRow[]> {
    return this.db.select().from(files).where(eq(files.customerId, customerId));
  }

  async delete(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.delete(files).where(inArray(files.id, ids));
  }
}
