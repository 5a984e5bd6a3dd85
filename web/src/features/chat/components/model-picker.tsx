import type { Provider } from '@chat/protocol';
import { useTranslation } from '@/lib/i18n';
import { readsImages } from '../lib/send-media';

export interface ModelPickerProps {
  providers: Provider[];
  provider: string | undefined;
  model: string | undefined;
  onChange: (provider: string, model: string) => void;
  /** Images are attached: models that cannot read them say so. */
  imageNeeded?: boolean;
}

/** Provider and model choice (§4): one list grouped by provider. */
export function ModelPicker({ providers, provider, model, onChange, imageNeeded = false }: ModelPickerProps) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <label className="flex min-w-0 items-center gap-1 text-xs text-text-muted">
      <span className="sr-only">{t('models.label')}</span>
      <select
        value={provider && model ? `${provider}|${model}` : ''}
        onChange={(event) => {
          const [nextProvider, ...rest] = event.target.value.split('|');
          if (nextProvider) onChange(nextProvider, rest.join('|'));
        }}
        className="max-w-[14rem] truncate rounded-md border border-border bg-surface px-2 py-1 text-xs text-text outline-none focus:border-primary-500"
        data-testid="model-picker"
        aria-label={t('models.label')}
      >
        {providers.map((p) => (
          <optgroup key={p._id} label={p.name}>
            {p.models.map((m) => (
              <option key={m._id} value={`${p._id}|${m._id}`}>
                {imageNeeded && !readsImages(m) ? t('models.noImages', { model: m.name }) : m.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
