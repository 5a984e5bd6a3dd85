import { useEffect } from 'react';
import { useSearchStore } from '../stores/search-store';

/** Ctrl+K (Cmd+K on a Mac) opens the message search, on every screen while signed in. */
export function useSearchShortcut(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        useSearchStore.getState().setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
