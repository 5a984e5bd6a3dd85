import type { Provider } from '@chat/protocol';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCloseOnOutsidePress } from '@/lib/use-outside-press';
import { readsImages } from '../../lib/send-media';
import { ModelOption } from './model-option';

export interface ModelPickerPopupProps {
  providers: Provider[];
  provider: string | undefined;
  model: string | undefined;
  imageNeeded: boolean;
  trigger: RefObject<HTMLButtonElement | null>;
  onChoose: (provider: string, model: string) => void;
  /** `refocus`: give the focus back to the picker's button (Escape), not when the person clicked elsewhere. */
  onClose: (refocus: boolean) => void;
}

/**
 * The models grouped by provider, as a listbox (WAI-ARIA): arrows, Home and End move, Enter or
 * Space choose, Escape closes. Above the button on wide screens, a sheet from the bottom on phones.
 */
export function ModelPickerPopup({ providers, provider, model, imageNeeded, trigger, onChoose, onClose }: ModelPickerPopupProps) {
  const { t } = useTranslation();
  const base = useId();
  const popup = useRef<HTMLDivElement>(null);
  const listbox = useRef<HTMLDivElement>(null);
  const options = providers.flatMap((p) => p.models.map((m) => ({ provider: p._id, model: m })));
  const selectedIndex = options.findIndex((o) => o.provider === provider && o.model._id === model);
  const [active, setActive] = useState(Math.max(0, selectedIndex));
  const idOf = (index: number) => `${base}-option-${index}`;

  useEffect(() => {
    listbox.current?.focus();
  }, []);
  // The active option stays in view as the arrows move. Braces: Chromium's scrollIntoView returns a
  // promise, which React would take for a cleanup; jsdom has no scrollIntoView.
  useEffect(() => {
    void document.getElementById(idOf(active))?.scrollIntoView?.({ block: 'nearest' });
  });
  useCloseOnOutsidePress(popup, trigger, onClose);

  const choose = (index: number) => {
    const option = options[index];
    if (option) onChoose(option.provider, option.model._id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
      PageDown: Math.min(last, active + 5),
      PageUp: Math.max(0, active - 5),
    };
    if (event.key in moves) setActive(moves[event.key]!);
    else if (event.key === 'Enter' || event.key === ' ') choose(active);
    else if (event.key === 'Escape') onClose(true);
    else if (event.key === 'Tab') return onClose(false);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  let index = -1;
  return (
    <>
      <div className="fixed inset-0 z-50 bg-black/50 md:hidden" aria-hidden />
      <div
        ref={popup}
        className="safe-bottom fixed inset-x-0 bottom-0 z-50 flex max-h-[75vh] flex-col rounded-t-2xl border border-border bg-surface-raised shadow-xl md:absolute md:inset-x-auto md:bottom-full md:left-0 md:mb-2 md:max-h-[60vh] md:w-96 md:rounded-xl"
        data-testid="model-picker-popup"
      >
        <div className="flex items-center justify-between px-4 pt-3 pb-1">
          <span id={`${base}-title`} className="text-sm font-semibold">
            {t('models.label')}
          </span>
          <button
            type="button"
            onClick={() => onClose(true)}
            aria-label={t('modelPicker.close')}
            className="rounded-md p-1.5 text-text-muted hover:bg-surface-hover md:hidden"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
        <div
          ref={listbox}
          role="listbox"
          tabIndex={0}
          aria-labelledby={`${base}-title`}
          aria-activedescendant={idOf(active)}
          onKeyDown={onKeyDown}
          className="min-h-0 flex-1 overflow-y-auto px-2 pb-2 outline-none"
        >
          {providers.map((p) => (
            <div key={p._id} role="group" aria-labelledby={`${base}-${p._id}`}>
              <div id={`${base}-${p._id}`} role="presentation" className="px-3 pt-2 pb-1 text-xs font-medium text-text-muted">
                {p.name}
              </div>
              {p.models.map((m) => {
                const at = ++index;
                return (
                  <ModelOption
                    key={m._id}
                    id={idOf(at)}
                    model={m}
                    selected={at === selectedIndex}
                    active={at === active}
                    cannotReadImages={imageNeeded && !readsImages(m)}
                    onChoose={() => choose(at)}
                    onHover={() => setActive(at)}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
