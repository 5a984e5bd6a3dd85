import { useEffect } from 'react';
import { useProviders } from '../api/get-providers';
import { savePreferredModel } from '../api/save-preferred-model';
import { selectModel, useModelStore } from '../stores/model-store';

/** Selects the provider and model of §4 once the list arrives; a choice is saved as the preferred model. */
export function useModelSelection(authenticated: boolean, preferredModel: string | null) {
  const providers = useProviders();
  const { provider, model, choose } = useModelStore();
  const list = providers.data?.providers;

  useEffect(() => {
    if (!list) return;
    const current = useModelStore.getState();
    const stillListed = list.some((p) => p._id === current.provider && p.models.some((m) => m._id === current.model));
    if (stillListed && !preferredModel) return;
    const selected = selectModel(list, preferredModel);
    if (selected) choose(selected.provider, selected.model);
  }, [list, preferredModel, choose]);

  const change = (nextProvider: string, nextModel: string) => {
    choose(nextProvider, nextModel);
    if (authenticated)
      savePreferredModel(nextModel).catch((error: unknown) => console.warn('Could not save the preferred model', error));
  };

  // The microphone shows only where the server can transcribe for the chosen provider (issue 18).
  const dictation = list?.find((p) => p._id === provider)?.dictation === true;
  return { providers: list ?? [], provider, model, change, dictation };
}
