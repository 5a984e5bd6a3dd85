import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

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

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [trigger, onClose]);

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
