import type { AdminModel } from '@chat/protocol';
import { useState } from 'react';
import { Section } from '@/components/ui/section';
import { useTranslation } from '@/lib/i18n';
import { useAdminModels } from '../api/models';
import { ModelRow } from './model-row';

/** The models of one provider, with one "Default" radio among them. */
function ProviderModels({ models }: { models: AdminModel[] }) {
  const serverDefault = models.find((model) => model.isDefault)?._id;
  const [shown, setShown] = useState(serverDefault);
  const [chosen, setChosen] = useState(serverDefault);
  if (shown !== serverDefault) {
    setShown(serverDefault);
    setChosen(serverDefault);
  }
  return (
    <Section title={models[0]?.providerName ?? ''}>
      <ul>
        {models.map((model) => (
          <ModelRow
            key={model._id}
            model={model}
            isDefault={chosen === model._id}
            defaultGroup={`default-${model.provider}`}
            onChooseDefault={() => setChosen(model._id)}
          />
        ))}
      </ul>
    </Section>
  );
}

/** Models: enable or disable, each provider's default, the free allowance (issue 22). */
export function ModelSettings() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useAdminModels();
  const providers = new Map<string, AdminModel[]>();
  for (const model of data?.models ?? []) providers.set(model.provider, [...(providers.get(model.provider) ?? []), model]);
  return (
    <section aria-labelledby="catalog-models" className="space-y-4">
      <div>
        <h2 id="catalog-models" className="text-lg font-semibold">
          {t('admin.catalog.models.title')}
        </h2>
        <p className="mt-1 text-sm text-text-muted">{t('admin.catalog.models.intro')}</p>
      </div>
      {isPending ? <p className="text-sm text-text-muted">{t('admin.loading')}</p> : null}
      {isError ? <p className="text-sm text-red-400">{t('admin.catalog.loadFailed')}</p> : null}
      {[...providers].map(([provider, models]) => (
        <ProviderModels key={provider} models={models} />
      ))}
    </section>
  );
}
