import type { Provider } from '@chat/protocol';
import { create } from 'zustand';

interface ModelState {
  provider: string | undefined;
  model: string | undefined;
  choose: (provider: string, model: string) => void;
}

export const useModelStore = create<ModelState>((set) => ({
  provider: undefined,
  model: undefined,
  choose: (provider, model) => set({ provider, model }),
}));

/**
 * §4 Provider and model selection: the provider containing the preferred model, else one with a
 * default model, else the first; the model chosen the same way within it.
 */
export function selectModel(
  providers: Provider[],
  preferred: string | null | undefined,
): { provider: string; model: string } | undefined {
  const provider =
    providers.find((p) => p.models.some((m) => m._id === preferred)) ??
    providers.find((p) => p.models.some((m) => m.isDefault)) ??
    providers[0];
  if (!provider) return undefined;
  const model =
    provider.models.find((m) => m._id === preferred) ?? provider.models.find((m) => m.isDefault) ?? provider.models[0];
  return model ? { provider: provider._id, model: model._id } : undefined;
}
