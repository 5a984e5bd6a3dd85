import type { Model } from '@chat/protocol';
import { Check, Eye, FileText, Palette, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { capabilitiesOf, isFree, type ModelCapability } from '../../lib/model-capabilities';

const ICONS: Record<ModelCapability, LucideIcon> = { vision: Eye, imageGeneration: Palette, documents: FileText };

export interface ModelOptionProps {
  id: string;
  model: Model;
  selected: boolean;
  active: boolean;
  /** Images are attached and this model cannot read them. */
  cannotReadImages: boolean;
  onChoose: () => void;
  onHover: () => void;
}

/** One model in the picker: its full name (the option's name), then what it can do and "Free" (its description). */
export function ModelOption({ id, model, selected, active, cannotReadImages, onChoose, onHover }: ModelOptionProps) {
  const { t } = useTranslation();
  const labels: Record<ModelCapability, string> = {
    vision: t('modelPicker.vision'),
    imageGeneration: t('modelPicker.imageGeneration'),
    documents: t('modelPicker.documents'),
  };
  const capabilities = capabilitiesOf(model);
  const free = isFree(model);
  // Each badge is a part of the description: a screen reader reads them as separate words.
  const badgeIds = [...capabilities, ...(free ? ['free'] : [])].map((badge) => `${id}-${badge}`);
  return (
    // The listbox has the focus and handles the keys (aria-activedescendant); a click chooses too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      aria-labelledby={`${id}-name`}
      aria-describedby={badgeIds.length ? badgeIds.join(' ') : undefined}
      onClick={onChoose}
      onPointerMove={onHover}
      className={cn(
        'flex cursor-pointer items-start gap-2 rounded-lg px-3 py-2',
        active && 'bg-surface-hover outline-1 outline-primary-400',
        cannotReadImages && 'text-text-muted',
      )}
      data-active={active || undefined}
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <span id={`${id}-name`} className="text-sm break-words">
            {cannotReadImages ? t('models.noImages', { model: model.name }) : model.name}
          </span>
          {free ? (
            <span
              id={`${id}-free`}
              className="inline-flex items-center rounded bg-emerald-500/15 px-1.5 py-px text-[11px] font-medium text-emerald-300"
            >
              {t('modelPicker.free')}
            </span>
          ) : null}
        </div>
        <div className="mt-1 flex flex-wrap gap-1">
          {capabilities.map((capability) => {
            const Icon = ICONS[capability];
            return (
              <span
                key={capability}
                id={`${id}-${capability}`}
                className="inline-flex items-center gap-1 rounded border border-border px-1.5 py-px text-[11px] text-text-muted"
              >
                <Icon className="h-3 w-3" aria-hidden />
                {labels[capability]}
              </span>
            );
          })}
        </div>
      </div>
      {selected ? <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary-400" aria-hidden /> : null}
    </div>
  );
}
