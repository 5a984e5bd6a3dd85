import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema.ts';

export type ReportRow = typeof reports.$inferSelect;

/** Content reports (§2), read by the operator command and by their reporter. */
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

  /** Records the outcome of an open report (the command line); undefined when there is no such open report. */
  async review(id: string, outcome: 'resolved' | 'dismissed', note: string | null): Promise<ReportRow | undefined> {
    const [row] = await this.db
      .update(reports)
      .set({ status: outcome, note, resolvedAt: new Date() })
      .where(and(eq(reports.id, id), eq(reports.status, 'open')))
      .returning();
    return row;
  }

  async ofCustomer(customerId: string): Promise<ReportRow[]> {
    return this.db.select().from(reports).where(eq(reports.customerId, customerId)).orderBy(asc(reports.createdAt));
  }

  /** A customer's own reports, newest first, with their outcome (GET /api/reports). */
  async pageOfCustomer(customerId: string, skip: number, limit: number): Promise<{ rows: ReportRow[]; count: number }> {
    const where = eq(reports.customerId, customerId);
    const [rows, [total]] = await Promise.all([
      this.db.select().from(reports).where(where).orderBy(desc(reports.createdAt), desc(reports.id)).offset(skip).limit(limit),
      this.db.select({ value: count() }).from(reports).where(where),
    ]);
    return { rows, count: total?.value ?? 0 };
  }

  async eraseFor(customerId: string): Promise<void> {
    await this.db.delete(reports).where(eq(reports.customerId, customerId));
  }
}
