import type { AuditEntry, AuditTarget } from '@chat/protocol';
import type { AiRegistry } from '../../ai/registry.ts';
import { targetKey, type AuditRow } from './audit-repository.ts';

/** A model's name as the catalog gives it (`provider/model` is how the audit log keeps it). */
function modelName(registry: AiRegistry, id: string): string | null {
  const [provider, model] = id.split('/');
  return registry.catalog.find((p) => p._id === provider)?.models.find((m) => m._id === model)?.name ?? null;
}

/** Entries of the audit log with the names of what they are about (`names`: AuditRepository.targetNames). */
export function presentAuditEntries(rows: AuditRow[], names: Map<string, string>, registry: AiRegistry): AuditEntry[] {
  return rows.map((row) => ({
    _id: row.id,
    operator: { _id: row.operatorId, email: row.operatorEmail },
    action: row.action,
    target: {
      type: row.targetType as AuditTarget,
      _id: row.targetId,
      name:
        row.targetType === 'model'
          ? modelName(registry, row.targetId)
          : (names.get(targetKey(row.targetType, row.targetId)) ?? null),
    },
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}
