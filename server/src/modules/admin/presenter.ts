import type { AuditEntry, AuditTarget } from '@chat/protocol';
import type { AuditRow } from './audit-repository.ts';

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    operator: { _id: row.operatorId, email: row.operatorEmail },
    action: row.action,
    target: { type: row.targetType as AuditTarget, _id: row.targetId },
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
