import type { AdminModel, AdminPlan } from '@chat/protocol';
import type { AiRegistry } from '../../../ai/registry.ts';
import type { PlanRow } from '../../billing/repository.ts';
import type { ModelSettingRow } from './model-settings-repository.ts';

/** Every model of every provider, disabled ones included: the catalog's values, what customers get, and the row's version. */
export function presentModels(registry: AiRegistry, rows: ModelSettingRow[]): AdminModel[] {
  const byKey = new Map(rows.map((row) => [`${row.provider}/${row.model}`, row]));
  return registry.catalog.flatMap((provider) =>
    provider.models.map((model) => {
      const row = byKey.get(`${provider._id}/${model._id}`);
      const offered = registry.find(provider._id, model._id);
      return {
        _id: model._id,
        name: model.name,
        provider: provider._id,
        providerName: provider.name,
        enabled: offered !== undefined,
        isDefault: offered?.isDefault ?? false,
        maxFreeChat: row?.maxFreeChat ?? model.maxFreeChat,
        catalog: { isDefault: model.isDefault, maxFreeChat: model.maxFreeChat },
        version: row?.version ?? 0,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    }),
  );
}

export function presentAdminPlan(row: PlanRow): AdminPlan {
  return {
    _id: row.key,
    name: row.name,
    messagesPerDay: row.messagesPerDay,
    prices: row.prices,
    storageBytes: row.storageBytes,
    version: row.version,
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}
