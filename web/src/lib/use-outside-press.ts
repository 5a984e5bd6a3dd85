import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (a menu, a picker) when a press lands outside both it and the button that opened
 * it; the button is left out so that its own click can toggle the popup shut.
 */
export function useCloseOnOutsidePress(
  popup: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  onClose: (returnFocus: boolean) => void,
) {
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popup.current?.contains(target) && !trigger.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [popup, trigger, onClose]);
}
