import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterNeeded, toasterReady } from '@/lib/toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Rendered after sonner's Toaster: its effect runs once the Toaster has subscribed. */
function Ready() {
  useEffect(toasterReady, []);
  return null;
}

/**
 * On a phone sonner spans the toasts across the top, over the header: a "Saved." would hide the
 * sidebar toggle or "Back to chat" for its four seconds (and a finger, or a pointer, resting on it
 * holds it there). They come just below the header instead (the chat header is 3.5rem high).
 */
const BELOW_THE_HEADER = { top: 'calc(var(--status-bar-height) + 4rem)' };

/** The toasts' host (§9: top right, dark), mounted (and sonner loaded) when the first toast is asked for. */
export function AppToaster() {
  const needed = useSyncExternalStore(toasterNeeded.subscribe, toasterNeeded.get, toasterNeeded.get);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme="dark" position="top-right" closeButton richColors={false} mobileOffset={BELOW_THE_HEADER} />
      <Ready />
    </Suspense>
  );
}
