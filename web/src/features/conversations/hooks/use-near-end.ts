import { useEffect, type RefObject } from 'react';

/**
 * Calls `onNear` when the element of `ref` (a sentinel after a list) comes within `margin` of the
 * bottom of the viewport, while `enabled`: the next page loads before the reader reaches the end.
 * Observing again each time `enabled` turns back on answers at once when the sentinel is still in
 * reach (a short page), so a page never waits for another scroll.
 */
export function useNearEnd(ref: RefObject<Element | null>, enabled: boolean, onNear: () => void, margin = 800) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, onNear, margin]);
}
