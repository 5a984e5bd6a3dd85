import { useEffect } from 'react';
import { useSidebarStore } from './sidebar-store';

/** Escape closes the sliding sidebar; Ctrl or Cmd + B toggles it (§2). */
export function useSidebarShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape a dialog or a menu already took (Radix marks it handled) closes that, not the sidebar under it too.
      if (event.key === 'Escape' && !event.defaultPrevented && useSidebarStore.getState().mobileOpen) {
        useSidebarStore.getState().close();
      } else if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        useSidebarStore.getState().toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
