import type { AdminModel } from '@chat/protocol';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { saveAdminModel } from '../api/models';
import { SaveFeedback } from './save-feedback';
import { useSave } from './use-save';

interface Draft {
  enabled: boolean;
  allowance: string;
}

const draftOf = (model: AdminModel): Draft => ({ enabled: model.enabled, allowance: String(model.maxFreeChat) });
/** What the server says of the row: when it changes (saved here or reloaded), the row shows it. */
const stateOf = (model: AdminModel) => `${model.version}/${model.enabled}/${model.isDefault}/${model.maxFreeChat}`;

function allowanceOf(text: string): number | undefined {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) && value >= 0 && value <= 1_000_000 ? value : undefined;
}

/**
 * One model: offered or not, its provider's default (the radio of its provider), its free allowance.
 * A disabled model cannot be the default: it is saved as not the default, and the provider's first
 * model offered becomes it.
 */
export function ModelRow({
  model,
  isDefault,
  defaultGroup,
  onChooseDefault,
}: {
  model: AdminModel;
  isDefault: boolean;
  defaultGroup: string;
  onChooseDefault: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(stateOf(model));
  const [draft, setDraft] = useState(draftOf(model));
  const save = useSave();
  if (shown !== stateOf(model)) {
    setShown(stateOf(model));
    setDraft(draftOf(model));
  }
  const allowance = allowanceOf(draft.allowance);
  const edit = (change: Partial<Draft>) => {
    save.touched();
    setDraft((current) => ({ ...current, ...change }));
  };
  const submit = () =>
    save.run(() =>
      saveAdminModel(model.provider, model._id, {
        enabled: draft.enabled,
        isDefault: draft.enabled && isDefault,
        maxFreeChat: allowance!,
        version: model.version,
      }),
    );

  return (
    <li data-testid={`model-${model.provider}-${model._id}`} className="border-b border-border py-4 last:border-0">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium">{model.name}</span>
        <span className="text-xs text-text-muted [overflow-wrap:anywhere]">{model._id}</span>
        {model.enabled ? null : <span className="text-xs text-amber-300">{t('admin.catalog.models.hidden')}</span>}
      </div>
      <p className="mt-1 text-xs text-text-muted">
        {t('admin.catalog.models.catalogValues', {
          count: model.catalog.maxFreeChat,
          value: formatNumber(model.catalog.maxFreeChat),
        })}
        {model.catalog.isDefault ? ` · ${t('admin.catalog.models.catalogDefault')}` : ''}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-x-5 gap-y-3">
        <Checkbox checked={draft.enabled} onChange={(enabled) => edit({ enabled })}>
          {t('admin.catalog.models.enabled')}
        </Checkbox>
        <label className="flex cursor-pointer items-start gap-2 text-sm">
          <input
            type="radio"
            name={defaultGroup}
            checked={isDefault && draft.enabled}
            disabled={!draft.enabled}
            onChange={() => {
              save.touched();
              onChooseDefault();
            }}
            className="mt-0.5 h-4 w-4 accent-primary-500"
          />
          <span>{t('admin.catalog.models.default')}</span>
        </label>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-allowance`} className="text-sm font-medium">
            {t('admin.catalog.models.allowance')}
          </label>
          <input
            id={`${id}-allowance`}
            type="number"
            inputMode="decimal"
            min={0}
            max={1_000_000}
            step="any"
            value={draft.allowance}
            aria-invalid={allowance === undefined ? true : undefined}
            onChange={(event) => edit({ allowance: event.target.value })}
            className="h-10 w-36 rounded-lg border border-border bg-surface px-3 text-sm outline-none focus:border-primary-500 aria-[invalid=true]:border-red-500"
          />
        </div>
        <Button size="sm" disabled={save.busy || allowance === undefined} onClick={() => void submit()}>
          {t('admin.catalog.save')}
        </Button>
      </div>
      {allowance === undefined ? (
        <p role="alert" className="mt-2 text-xs text-red-400">
          {t('admin.catalog.models.allowanceInvalid')}
        </p>
      ) : null}
      <div className="mt-2">
        <SaveFeedback failure={save.failure} saved={save.saved} />
      </div>
    </li>
  );
}
