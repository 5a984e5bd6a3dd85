import { lazy, Suspense } from 'react';
import type { AndroidInstallOptions } from '../hooks/use-android-install';

// A chunk of its own, loaded on Android's web only: every other visitor's first load goes without
// the dialog, its hook and its state machine (issue 38 took the bytes back for the guest's Sign in).
const AndroidInstallDialog = lazy(() =>
  import('./android-install-dialog').then((module) => ({ default: module.AndroidInstallDialog })),
);

/** The Android app's install dialog (§4), for web users on Android alone. */
export function AndroidInstallPrompt({ platform, operatingSystem }: Pick<AndroidInstallOptions, 'platform' | 'operatingSystem'>) {
  if (platform !== 'web' || operatingSystem !== 'android') return null;
  return (
    <Suspense fallback={null}>
      <AndroidInstallDialog platform={platform} operatingSystem={operatingSystem} />
    </Suspense>
  );
}
