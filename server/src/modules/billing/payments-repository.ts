import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { PaymentRow } from './gateways/types.ts';

/** Drizzle queries of payments. */
export class PaymentsRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async insert(row: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [created] = await this.db.insert(payments).values(row).returning();
    return created!;
  }

  /** A customer's own payment; another's id finds nothing (404, never 403). */
  async findOwn(customerId: string, id: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id)).limit(1);
    return row?.customerId === customerId ? row : undefined;
  }

  async findByExternalId(externalId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.externalId, externalId)).limit(1);
    return row;
  }

  async update(id: string, changes: Partial<typeof payments.$inferInsert>, executor: Db = this.db): Promise<PaymentRow> {
    const [row] = await executor.update(payments).set(changes).where(eq(payments.id, id)).returning();
    return row!;
  }

  async lock(id: string, executor: Db): Promise<PaymentRow | undefined> {
    const [row] = await executor.select().from(payments).where(eq(payments.id, id)).for('update');
    return row;
  }

  async page(customerId: string, skip: number, limit: number): Promise<{ rows: PaymentRow[]; count: number }> {
    const where = eq(payments.customerId, customerId);
    const [rows, [total]] = await Promise.all([
      this.db.select().from(payments).where(where).orderBy(desc(payments.createdAt)).offset(skip).limit(limit),
      this.db.select({ value: count() }).from(payments).where(where),
    ]);
    return { rows, count: total?.value ?? 0 };
  }

  async eraseFor(customerId: string): Promise<void> {
    await this.db.delete(payments).where(eq(payments.customerId, customerId));
  }
}
