import { and, asc, count, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { PlanDuration, PlanKey } from '@chat/protocol';
import type { Db } from '../../db/client.ts';
import { customers, plans, subscriptions } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { periodEnd } from './periods.ts';

/**
 * A subscription's plan as a rank, higher is more (PLAN_KEYS order), for SQL that picks the one in
 * force among several current ones as `inForce` (classify.ts) does: the highest plan.
 */
export const planRank: SQL = sql`case ${subscriptions.plan} when 'plus' then 2 when 'starter' then 1 else 0 end`;

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The catalog changes when an instance applies its catalog file at start, or when an operator edits
 * a plan in the console (which tells every instance to invalidate()), so it is read at most this
 * often rather than on every send (the plan step of each message needs it).
 */
const PLAN_CACHE_MS = 60_000;

/** Drizzle queries of the catalog and of subscriptions. */
export class BillingRepository {
  private readonly db: Db;
  private planCache: { at: number; rows: Promise<PlanRow[]> } | undefined;

  constructor(db: Db) {
    this.db = db;
  }

  listPlans(): Promise<PlanRow[]> {
    const now = Date.now();
    if (this.planCache && now - this.planCache.at < PLAN_CACHE_MS) return this.planCache.rows;
    const rows = this.db
      .select()
      .from(plans)
      .orderBy(asc(plans.sort))
      .then((found) => found);
    const cache = { at: now, rows };
    this.planCache = cache;
    rows.catch(() => {
      if (this.planCache === cache) this.planCache = undefined;
    });
    return rows;
  }

  async findPlan(key: string): Promise<PlanRow | undefined> {
    return (await this.listPlans()).find((plan) => plan.key === key);
  }

  /** The next read goes to the database (an operator edited a plan, on this instance or another). */
  invalidate(): void {
    this.planCache = undefined;
  }

  /**
   * The catalog file's plan, unless an operator edited it in the console (issue 22): their version
   * wins over the seed. False when the plan was kept as the operator left it.
   */
  async upsertPlan(plan: typeof plans.$inferInsert): Promise<boolean> {
    const written = await this.db
      .insert(plans)
      .values(plan)
      .onConflictDoUpdate({ target: plans.key, set: plan, setWhere: isNull(plans.editedAt) })
      .returning({ key: plans.key });
    this.planCache = undefined;
    return written.length > 0;
  }

  async pageSubscriptions(customerId: string, skip: number, limit: number): Promise<{ rows: SubscriptionRow[]; count: number }> {
    const where = eq(subscriptions.customerId, customerId);
    const [rows, [total]] = await Promise.all([
      this.db.select().from(subscriptions).where(where).orderBy(desc(subscriptions.startDate)).offset(skip).limit(limit),
      this.db.select({ value: count() }).from(subscriptions).where(where),
    ]);
    return { rows, count: total?.value ?? 0 };
  }

  /** Subscriptions not canceled and not ended (§4 upcoming or active), by start date. */
  liveSubscriptions(customerId: string, now: Date, executor: Db = this.db): Promise<SubscriptionRow[]> {
    return executor
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.customerId, customerId), isNull(subscriptions.canceledAt), gte(subscriptions.endDate, now)))
      .orderBy(asc(subscriptions.startDate));
  }

  /**
   * Grants one subscription for a settled payment, starting when the customer's last live one
   * ends (buying while a plan is active queues the new one). The unique payment id makes a
   * repeated grant a no-op that answers the existing row; the transaction keeps it consistent.
   */
  async grant(
    customerId: string,
    plan: PlanKey,
    duration: PlanDuration,
    paymentId: string,
    now = new Date(),
    executor: Db = this.db,
  ): Promise<SubscriptionRow> {
    return executor.transaction(async (tx) => {
      // One grant at a time per customer, so two payments settled together queue one after the other.
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
      const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.paymentId, paymentId)).limit(1);
      if (existing) return existing;
      const [last] = await tx
        .select({ endDate: subscriptions.endDate })
        .from(subscriptions)
        .where(and(eq(subscriptions.customerId, customerId), isNull(subscriptions.canceledAt), gte(subscriptions.endDate, now)))
        .orderBy(desc(subscriptions.endDate))
        .limit(1);
      const startDate = last ? last.endDate : now;
      const [row] = await tx
        .insert(subscriptions)
        .values({ id: newId(), customerId, plan, duration, startDate, endDate: periodEnd(startDate, duration), paymentId })
        .onConflictDoNothing({ target: subscriptions.paymentId })
        .returning();
      if (row) return row;
      const [raced] = await tx.select().from(subscriptions).where(eq(subscriptions.paymentId, paymentId)).limit(1);
      return raced!;
    });
  }

  async eraseFor(customerId: string): Promise<void> {
    await this.db.delete(subscriptions).where(eq(subscriptions.customerId, customerId));
  }
}
