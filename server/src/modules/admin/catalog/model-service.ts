import type { ModelSettingsBody } from '@chat/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AiRegistry } from '../../../ai/registry.ts';
import type { Db } from '../../../db/client.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import type { ModelSettingRow, ModelSettingsRepository } from './model-settings-repository.ts';

export const changedMeanwhile = (what: string) =>
  new AppError(409, 'conflict', `This ${what} was changed by someone else meanwhile. Reload to see the current values.`);

interface ModelServiceDeps {
  db: Db;
  registry: AiRegistry;
  settings: ModelSettingsRepository;
  /** app.operators.record: the audit entry, in the edit's transaction. */
  record: FastifyInstance['operators']['record'];
}

/** What the audit log keeps of a model's settings. */
const auditedValues = (row: Pick<ModelSettingRow, 'enabled' | 'isDefault' | 'maxFreeChat'> | undefined) =>
  row ? { enabled: row.enabled, isDefault: row.isDefault, maxFreeChat: row.maxFreeChat } : null;

/** The console's model edits (issue 22): one transaction each, refused whole when anything is wrong. */
export class ModelService {
  private readonly deps: ModelServiceDeps;

  constructor(deps: ModelServiceDeps) {
    this.deps = deps;
  }

  async update(request: FastifyRequest, provider: string, model: string, body: ModelSettingsBody): Promise<void> {
    const { registry, settings } = this.deps;
    const known = registry.catalog.find((p) => p._id === provider)?.models.find((m) => m._id === model);
    if (!known) throw notFound(`No model ${model} of provider ${provider}.`);
    if (!body.enabled && body.isDefault)
      throw badRequest('A disabled model cannot be the default. Enable it, or choose another default.');
    const values = { enabled: body.enabled, isDefault: body.isDefault, maxFreeChat: body.maxFreeChat };

    await this.deps.db.transaction(async (tx) => {
      await settings.lockEdits(tx);
      const before = (await settings.list(tx)).find((row) => row.provider === provider && row.model === model);
      const saved = await settings.save(tx, provider, model, values, body.version);
      if (!saved) throw changedMeanwhile('model');
      if (body.isDefault) await settings.clearOtherDefaults(tx, provider, model);
      if (!body.enabled && !this.anyEnabled(await settings.list(tx)))
        throw badRequest('At least one model must stay enabled: customers always need a model to chat with.');
      await this.deps.record(
        request,
        {
          action: 'model.update',
          target: { type: 'model', id: `${provider}/${model}` },
          before: auditedValues(before) ?? { enabled: true, isDefault: known.isDefault, maxFreeChat: known.maxFreeChat },
          after: auditedValues(saved),
        },
        tx,
      );
    });
  }

  /** Whether customers still have a model once these settings apply (a model without a row is enabled). */
  private anyEnabled(rows: ModelSettingRow[]): boolean {
    const disabled = new Set(rows.filter((row) => !row.enabled).map((row) => `${row.provider}/${row.model}`));
    return this.deps.registry.catalog.some((p) => p.models.some((m) => !disabled.has(`${p._id}/${m._id}`)));
  }
}
