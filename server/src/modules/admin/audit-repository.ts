import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditTarget } from '@chat/protocol';
import type { Db } from '../../db/client.ts';
import { auditLog, customers, payments, plans, reports, subscriptions } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export type AuditRow = typeof auditLog.$inferSelect;
type PlanKey = (typeof plans.$inferSelect)['key'];

/** A customer as an operator knows them: their name, else their e-mail, else their phone. */
const customerLabel = sql<string | null>`coalesce(nullif(trim(${customers.name}), ''), ${customers.email}, ${customers.phone})`;

/** The key of a target in the map of names. */
export const targetKey = (type: string, id: string) => `${type}:${id}`;

/** One operator action to record: who did what to which thing, the state before and after, and why. */
export interface AuditRecord {
  operator: { id: string; email: string };
  action: AuditAction;
  target: { type: AuditTarget; id: string };
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** The audit log of operator actions (issue 22): written in the action's own transaction where it has one. */
export class AuditRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async record(entry: AuditRecord, executor: Db = this.db): Promise<AuditRow> {
    const [row] = await executor
      .insert(auditLog)
      .values({
        id: newId(),
        operatorId: entry.operator.id,
        operatorEmail: entry.operator.email,
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
      })
      .returning();
    return row!;
  }

  /**
   * The names of the things the entries are about, as `targetNames` keys them: the customer (an
   * operator is one too), the customer who paid, reported or holds the subscription, the plan's
   * name. Models are named by the catalog, not here. A thing since deleted has no name.
   */
  async targetNames(rows: AuditRow[]): Promise<Map<string, string>> {
    const idsOf = (...types: AuditTarget[]) => [
      ...new Set(rows.filter((row) => types.includes(row.targetType as AuditTarget)).map((row) => row.targetId)),
    ];
    const named = async (types: AuditTarget[], query: (ids: string[]) => Promise<{ id: string; name: string | null }[]>) => {
      const ids = idsOf(...types);
      const found = ids.length ? await query(ids) : [];
      return types.flatMap((type) => found.map((row) => [targetKey(type, row.id), row.name] as const));
    };
    const byCustomer = (table: typeof payments | typeof reports | typeof subscriptions) => (ids: string[]) =>
      this.db
        .select({ id: table.id, name: customerLabel })
        .from(table)
        .innerJoin(customers, eq(customers.id, table.customerId))
        .where(inArray(table.id, ids));
    const all = await Promise.all([
      named(['customer', 'operator'], (ids) =>
        this.db.select({ id: customers.id, name: customerLabel }).from(customers).where(inArray(customers.id, ids)),
      ),
      named(['payment'], byCustomer(payments)),
      named(['report'], byCustomer(reports)),
      named(['subscription'], byCustomer(subscriptions)),
      named(['plan'], (ids) =>
        this.db
          .select({ id: plans.key, name: plans.name })
          .from(plans)
          .where(inArray(plans.key, ids as PlanKey[])),
      ),
    ]);
    return new Map(all.flat().filter((entry): entry is readonly [string, string] => entry[1] !== null));
  }

  async page(
    filter: { targetType?: AuditTarget | undefined; targetId?: string | undefined },
    skip: number,
    limit: number,
  ): Promise<{ rows: AuditRow[]; count: number }> {
    const conditions: SQL[] = [];
    if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
    if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).offset(skip).limit(limit),
      this.db.select({ value: count() }).from(auditLog).where(where),
    ]);
    return { rows, count: total?.value ?? 0 };
  }
}
