import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useCloseOnOutsidePress } from './use-outside-press';

const items = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/**
 * The keyboard and focus behaviour of a menu (WAI-ARIA menu button pattern): the first (or last)
 * item takes focus on opening; arrows, Home and End move between items; Escape closes and gives focus
 * back to the button; Tab, or a press outside, closes.
 */
export function useMenuKeys({
  start,
  trigger,
  onClose,
}: {
  start: 'first' | 'last';
  trigger: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
}) {
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const all = items(menu.current);
    (start === 'first' ? all[0] : all.at(-1))?.focus();
  }, [start]);

  useCloseOnOutsidePress(menu, trigger, onClose);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items(menu.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => all[(to + all.length) % all.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      Home: () => move(0),
      End: () => move(all.length - 1),
      Escape: () => onClose(true),
    };
    if (event.key === 'Tab') return onClose(false);
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return { menu, onKeyDown };
}

/** A menu's panel: raised, rounded and padded; where it sits is the caller's. */
export const menuPanelClass = 'rounded-xl border border-border bg-surface-raised p-1.5 shadow-2xl';

/** A menu's item: a row with its icon, the focus ring of the keys above. */
export const menuItemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm outline-none hover:bg-surface-hover focus-visible:bg-surface-hover focus-visible:ring-2 focus-visible:ring-primary-500';

/**
 * The button's side of a menu button: `open` says which item the menu opens on (undefined: closed);
 * a click toggles it, ArrowDown or ArrowUp on the button opens it on the first or last item, and
 * `close` can give the focus back to the button.
 */
export function useMenuButton() {
  const [open, setOpen] = useState<'first' | 'last'>();
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(undefined);
    if (returnFocus) trigger.current?.focus();
  }, []);
  const toggle = () => setOpen((now) => (now ? undefined : 'first'));
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  return { open, trigger, menuId, close, toggle, onTriggerKey };
}
