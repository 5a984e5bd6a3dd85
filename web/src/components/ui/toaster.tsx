import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterNeeded, toasterReady } from '@/lib/toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Rendered after sonner's Toaster: its effect runs once the Toaster has subscribed. */
function Ready() {
  useEffect(toasterReady, []);
  return null;
}

/** The toasts' host (§9: top right, dark), mounted (and sonner loaded) when the first toast is asked for. */
export function AppToaster() {
  const needed = useSyncExternalStore(toasterNeeded.subscribe, toasterNeeded.get, toasterNeeded.get);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme="dark" position="top-right" closeButton richColors={false} />
      <Ready />
    </Suspense>
  );
}
