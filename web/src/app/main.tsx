import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadSession, useSessionStore } from '@/features/auth';
import { loadNative } from '@/features/native';
import { setUnauthorizedListener } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { installPreloadErrorHandler } from '@/lib/preload-error';
import { Providers } from './providers';
import { AppRoutes } from './app-routes';
import { startServiceWorker } from './service-worker';
import '../index.css';

/** Start-up of §4: register plugins, try the profile (failure logged, not shown), then mount. */
async function start(): Promise<void> {
  // §8: a chunk of an old version that no longer exists reloads once to the new version.
  installPreloadErrorHandler();
  // App initialization (§4) runs alongside start-up; its failure is only logged.
  void loadNative()
    .then((native) => native.initApp(native.capacitorPlugins))
    .catch((error: unknown) => console.warn('Native start-up failed.', error));
  // The language chunk and the profile load side by side. Opened offline (from the service worker
  // cache), the profile cannot load: keep the stored session instead of signing out, so the
  // installed app still shows who is signed in.
  await Promise.all([initI18n(), navigator.onLine ? loadSession() : undefined]);
  // §6: a 401 means the user must log in; the guards then send them to login.
  setUnauthorizedListener(() => {
    if (useSessionStore.getState().authenticated) useSessionStore.getState().signOutLocally();
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
  startServiceWorker();
}

void start();
