import { useEffect, useState } from 'react';

/** The chat composer's form, found by its field's id (the banner floats over every screen, not only chat). */
const findComposer = () => document.getElementById('composer')?.closest('form') ?? null;

/** Where the composer is: its top edge's distance from the window's bottom, and its horizontal centre (px). */
export interface ComposerPlace {
  bottom: number;
  centerX: number;
}

/**
 * Where the chat composer is, kept current while mounted (the banner is); null when no composer is on screen. The
 * install banner sits above it, centred on it, so it never covers the composer however tall it is
 * (a desktop hint line, a growing message, a phone's safe area) and lines up with it beside the sidebar.
 */
export function useComposerPlace(): ComposerPlace | null {
  const [place, setPlace] = useState<ComposerPlace | null>(null);
  useEffect(() => {
    let observed: Element | null = null;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const form = findComposer();
      if (form !== observed) {
        if (observed) resizes?.unobserve(observed);
        if (form) resizes?.observe(form);
        observed = form;
      }
      const box = form?.getBoundingClientRect();
      setPlace((previous) => {
        if (!box) return null;
        const next = { bottom: Math.max(0, window.innerHeight - box.top), centerX: box.left + box.width / 2 };
        return previous?.bottom === next.bottom && previous.centerX === next.centerX ? previous : next;
      });
    };
    // One measure a frame at most, however many changes arrive (an answer streaming in, say).
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    // The composer comes and goes with the route: watch for it being added or removed.
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    measure();
    return () => {
      cancelAnimationFrame(frame);
      resizes?.disconnect();
      mutations.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return place;
}
