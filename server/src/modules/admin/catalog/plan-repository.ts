import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { plans } from '../../../db/schema.ts';
import type { PlanRow } from '../../billing/repository.ts';

export type PlanEdit = Pick<PlanRow, 'name' | 'messagesPerDay' | 'prices'>;

/** Drizzle queries of the console's plan edits (issue 22); the customers' reads go through BillingRepository's cache. */
export class AdminPlanRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  list(): Promise<PlanRow[]> {
    return this.db.select().from(plans).orderBy(asc(plans.sort));
  }

  async find(key: string): Promise<PlanRow | undefined> {
    const [row] = await this.db
      .select()
      .from(plans)
      .where(eq(plans.key, key as PlanRow['key']))
      .limit(1);
    return row;
  }

  /** The plan as it is now, held until the transaction ends (the audit's `before` is exactly what the edit replaced). */
  async lock(tx: Db, key: PlanRow['key']): Promise<PlanRow | undefined> {
    const [row] = await tx.select().from(plans).where(eq(plans.key, key)).for('update');
    return row;
  }

  /**
   * Compare-and-set: changes the plan only if it is still at `version`, bumps the version and marks
   * it edited (the catalog file no longer overwrites it); undefined when changed meanwhile.
   */
  async update(tx: Db, key: PlanRow['key'], edit: PlanEdit, version: number): Promise<PlanRow | undefined> {
    const [row] = await tx
      .update(plans)
      .set({ ...edit, version: sql`${plans.version} + 1`, editedAt: new Date() })
      .where(and(eq(plans.key, key), eq(plans.version, version)))
      .returning();
    return row;
  }
}
