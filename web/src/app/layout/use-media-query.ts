import { useSyncExternalStore } from 'react';

/** Whether a media query matches, kept in step with the window; `fallback` where matchMedia is missing. */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', changed);
      return () => media?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}
