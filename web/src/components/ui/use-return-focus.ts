import { useState } from 'react';

/**
 * Radix's dialog gives the focus back to its own Dialog.Trigger only, and the app's dialogs open from
 * menus, shortcuts and state, without one: the focus fell to the page's body. This gives it back to
 * what had it when the dialog opened (issue 38), unless `onCloseAutoFocus` sent it elsewhere
 * (preventDefault). Called where the dialog mounts as it opens.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const [opener] = useState(() => document.activeElement);
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (opener instanceof HTMLElement) opener.focus();
  };
}
