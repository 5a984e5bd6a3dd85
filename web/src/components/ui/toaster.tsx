import { lazy, Suspense, useEffect } from 'react';
import { toasterReady } from '@/lib/toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Rendered after sonner's Toaster: its effect runs once the Toaster has subscribed. */
function Ready() {
  useEffect(toasterReady, []);
  return null;
}

/** The toasts' host (§9: top right, dark), loaded after the first render. */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster theme="dark" position="top-right" closeButton richColors={false} />
      <Ready />
    </Suspense>
  );
}
