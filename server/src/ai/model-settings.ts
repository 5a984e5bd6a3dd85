import type { RegisteredProvider } from './types.ts';

/**
 * An operator's settings of one model (issue 22, the console's catalog), over the catalog's
 * values. A model without settings is as the catalog says.
 */
export interface ModelSetting {
  provider: string;
  model: string;
  enabled: boolean;
  /** True: this provider's default; false: not it; null: as the catalog says. */
  isDefault: boolean | null;
  /** Thousands of free tokens a day; null: the catalog's. */
  maxFreeChat: number | null;
}

const keyOf = (provider: string, model: string) => `${provider}/${model}`;

/**
 * The providers as customers get them: disabled models left out, the free allowance and the
 * default the operator set. One default per provider: a model the operator made the default, else
 * the catalog's unless disabled or unset, else the first model offered.
 */
export function applyModelSettings(catalog: RegisteredProvider[], settings: ModelSetting[]): RegisteredProvider[] {
  const byKey = new Map(settings.map((setting) => [keyOf(setting.provider, setting.model), setting]));
  return catalog.map((provider) => {
    const offered = provider.models
      .map((model) => ({ model, setting: byKey.get(keyOf(provider._id, model._id)) }))
      .filter(({ setting }) => setting?.enabled !== false);
    const chosen =
      offered.find(({ setting }) => setting?.isDefault === true) ??
      offered.find(({ model, setting }) => model.isDefault && setting?.isDefault !== false) ??
      offered[0];
    return {
      ...provider,
      models: offered.map(({ model, setting }) => ({
        ...model,
        maxFreeChat: setting?.maxFreeChat ?? model.maxFreeChat,
        isDefault: model === chosen?.model,
      })),
    };
  });
}
