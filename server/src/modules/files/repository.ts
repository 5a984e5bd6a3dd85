import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, files } from '../../db/schema.ts';

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

  /** The bytes the customer's files take: uploads, attached or not, and generated files. */
  storageUsed(customerId: string, executor: Db = this.db): Promise<number> {
    return executor
      .select({ used: sql`coalesce(sum(${files.size}), 0)`.mapWith(Number) })
      .from(files)
      .where(eq(files.customerId, customerId))
      .then(([row]) => row?.used ?? 0);
  }

  /**
   * Inserts the row unless the customer's files would then take more than `limitBytes` (answers
   * undefined). The customer's row is locked for the check, so two uploads finishing together
   * are counted one after the other and cannot both pass on the same room.
   */
  async insertWithinQuota(row: NewFile, limitBytes: number): Promise<FileRow | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, row.customerId)).for('update');
      if ((await this.storageUsed(row.customerId, tx)) + row.size > limitBytes) return undefined;
      const [inserted] = await tx.insert(files).values(row).returning();
      return inserted;
    });
  }

  async find(customerId: string, id: string): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.customerId, customerId)));
    return row;
  }

  /**
   * The customer's files among the ids that are not yet attached to another chat than `chatIds`
   * (the message's own, and for a new version of an exchange the versions whose files it reuses).
   */
  async attachable(customerId: string, ids: string[], chatIds: string[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(files)
      .where(
        and(
          eq(files.customerId, customerId),
          inArray(files.id, ids),
          or(isNull(files.attachedAt), inArray(files.chatId, chatIds)),
        ),
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
