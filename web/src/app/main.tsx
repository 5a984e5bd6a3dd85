import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSession, useSessionStore } from '@/features/auth';
import { initApp, loadDevicePlugins } from '@/features/native';
import { setUnauthorizedListener } from '@/lib/api-client';
import { changeLocale, i18n, initI18n } from '@/lib/i18n';
import { isLocale } from '@/lib/locale';
import { installPreloadErrorHandler } from '@/lib/preload-error';
import { Providers } from './providers';
import { AppRoutes } from './app-routes';
import { startServiceWorker } from './service-worker';
import '../index.css';

/**
 * One truth for the language (issue 38): a signed-in customer's stored one, on every device. The
 * interface follows it at start-up and whenever the session's customer changes (a sign-in, a choice
 * on the language page); choosing it again stores it on the device too, for the next start's paint.
 */
function followStoredLanguage(): Promise<void> | undefined {
  const locale = useSessionStore.getState().customer?.locale;
  // A language chunk that fails reloads the page to the new version (lib/preload-error.ts), or the
  // interface keeps its language; start-up goes on either way.
  if (isLocale(locale) && locale !== i18n.language) return changeLocale(locale).catch(() => undefined);
}

/** Start-up of §4: register plugins, try the profile (failure logged, not shown), then mount. */
async function start(): Promise<void> {
  // §8: a chunk of an old version that no longer exists reloads once to the new version.
  installPreloadErrorHandler();
  // App initialization (§4) runs alongside start-up; its failure is only logged.
  void loadDevicePlugins()
    .then(initApp)
    .catch((error: unknown) => console.warn('Native start-up failed.', error));
  // The language chunk and the profile load side by side. Opened offline (from the service worker
  // cache), the profile cannot load: keep the stored session instead of signing out, so the
  // installed app still shows who is signed in.
  await Promise.all([initI18n(), navigator.onLine ? loadSession() : undefined]);
  await followStoredLanguage();
  useSessionStore.subscribe(() => void followStoredLanguage());
  // §6: a 401 means the user must log in; the guards then send them to login.
  setUnauthorizedListener(() => {
    if (useSessionStore.getState().authenticated) useSessionStore.getState().signOutLocally();
  });
  // The first render as a transition: React renders it in slices of a few milliseconds, yielding to
  // the browser between them, instead of one long task (0.9 s at a phone's 4× slower CPU, issue 39).
  // The pre-rendered shell stays on screen until the render commits.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <AppRoutes />
        </Providers>
      </StrictMode>,
    ),
  );
  startServiceWorker();
}

void start();
