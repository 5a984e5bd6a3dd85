import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditTarget } from '@chat/protocol';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/** One operator action to record: who did what to which thing, the state before and after, and why. */
export interface AuditRecord {
  operator: { id: string; email: string };
  action: string;
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
