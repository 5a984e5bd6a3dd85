import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema.ts';

export type ReportRow = typeof reports.$inferSelect;

/** Content reports (§2), read by the operator command. */
export class ReportRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async insert(row: typeof reports.$inferInsert): Promise<ReportRow> {
    const [created] = await this.db.insert(reports).values(row).returning();
    return created!;
  }

  async list(status: ReportRow['status'] | 'all'): Promise<ReportRow[]> {
    const query = this.db.select().from(reports).orderBy(asc(reports.createdAt));
    return status === 'all' ? query : query.where(eq(reports.status, status));
  }

  /** Marks an open report resolved; undefined when there is no such open report. */
  async resolve(id: string): Promise<ReportRow | undefined> {
    const [row] = await this.db
      .update(reports)
      .set({ status: 'resolved', resolvedAt: new Date() })
      .where(and(eq(reports.id, id), eq(reports.status, 'open')))
      .returning();
    return row;
  }

  async ofCustomer(customerId: string): Promise<ReportRow[]> {
    return this.db.select().from(reports).where(eq(reports.customerId, customerId)).orderBy(asc(reports.createdAt));
  }

  async eraseFor(customerId: string): Promise<void> {
    await this.db.delete(reports).where(eq(reports.customerId, customerId));
  }
}
