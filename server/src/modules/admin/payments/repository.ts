import type { PaymentGatewayName } from '@chat/protocol';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customers, payments, subscriptions, type PaymentStatus } from '../../../db/schema.ts';
import type { PaymentRow } from '../../billing/gateways/types.ts';

/** A payment with who paid it, as the console lists it. */
export interface PaymentListing {
  payment: PaymentRow;
  customer: { id: string; email: string | null; phone: string | null };
}

export interface PaymentFilter {
  status?: PaymentStatus | undefined;
  gateway?: PaymentGatewayName | undefined;
}

/** The console's queries of payments (issue 22); the customer's own ones stay in modules/billing. */
export class AdminPaymentsRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async page(filter: PaymentFilter, skip: number, limit: number): Promise<{ rows: PaymentListing[]; count: number }> {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(payments.status, filter.status));
    if (filter.gateway) conditions.push(eq(payments.gateway, filter.gateway));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.listing()
        .where(where)
        // payments_created_idx: newest first.
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .offset(skip)
        .limit(limit),
      this.db.select({ value: count() }).from(payments).where(where),
    ]);
    return { rows, count: total?.value ?? 0 };
  }

  async find(id: string, executor: Db = this.db): Promise<PaymentListing | undefined> {
    const [row] = await this.listing(executor).where(eq(payments.id, id)).limit(1);
    return row;
  }

  async lock(id: string, executor: Db): Promise<PaymentRow | undefined> {
    const [row] = await executor.select().from(payments).where(eq(payments.id, id)).for('update');
    return row;
  }

  async markRefunded(id: string, reason: string, at: Date, executor: Db): Promise<void> {
    await executor.update(payments).set({ status: 'refunded', refundedAt: at, refundReason: reason }).where(eq(payments.id, id));
  }

  /** Cancels the subscription the payment granted, if still live; answers its id (null when none). */
  async cancelGrantOf(paymentId: string, at: Date, executor: Db): Promise<string | null> {
    const [row] = await executor
      .update(subscriptions)
      .set({ canceledAt: at })
      .where(and(eq(subscriptions.paymentId, paymentId), isNull(subscriptions.canceledAt)))
      .returning({ id: subscriptions.id });
    return row?.id ?? null;
  }

  private listing(executor: Db = this.db) {
    return executor
      .select({
        payment: payments,
        customer: { id: customers.id, email: customers.email, phone: customers.phone },
      })
      .from(payments)
      .innerJoin(customers, eq(customers.id, payments.customerId))
      .$dynamic();
  }
}
