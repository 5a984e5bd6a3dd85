import type { Provider } from '@chat/protocol';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { findModel } from '../lib/send-media';

export interface ModelPickerProps {
  providers: Provider[];
  provider: string | undefined;
  model: string | undefined;
  onChange: (provider: string, model: string) => void;
  /** Images are attached: models that cannot read them say so. */
  imageNeeded?: boolean;
}

/** The list itself is a chunk of its own, fetched when the picker is first pointed at or opened. */
const loadPopup = () => import('./model-picker/model-picker-popup');
const ModelPickerPopup = lazy(() => loadPopup().then((module) => ({ default: module.ModelPickerPopup })));
const preload = () => void loadPopup().catch(() => undefined);

/**
 * Provider and model choice (§4): a button with the chosen model's full name opening a list
 * grouped by provider, each model with what it can do and whether it is free.
 */
export function ModelPicker({ providers, provider, model, onChange, imageNeeded = false }: ModelPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (providers.length === 0) return null;
  const name = findModel(providers, provider, model)?.name ?? '';
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  return (
    <div className="relative min-w-0">
      <button
        ref={trigger}
        type="button"
        onClick={() => setOpen((now) => !now)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('modelPicker.trigger', { model: name })}
        className="flex max-w-full min-w-0 items-center gap-1 rounded-md px-2 py-1 text-xs text-text-muted hover:bg-surface-hover hover:text-text focus-visible:outline-2 focus-visible:outline-primary-400"
        data-testid="model-picker"
      >
        <span className="truncate md:overflow-visible">{name}</span>
        <ChevronDown className="h-3.5 w-3.5 shrink-0" aria-hidden />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ModelPickerPopup
            providers={providers}
            provider={provider}
            model={model}
            imageNeeded={imageNeeded}
            trigger={trigger}
            onChoose={(nextProvider, nextModel) => {
              onChange(nextProvider, nextModel);
              close(true);
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
