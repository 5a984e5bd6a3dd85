import type { RegisterServiceWorker } from '@/features/pwa';

/**
 * Registers /sw.js with the browser's own API and reports what the update prompt needs: the same
 * contract as vite-plugin-pwa's `registerSW`, without workbox-window (2.7 KiB gzip of the first
 * load, issue 17). A worker that finishes installing while another controls the page is a new
 * version waiting (the user chooses when to reload); the first one makes the app work offline.
 * The generated worker (Workbox, `skipWaiting: false`) activates on a SKIP_WAITING message.
 */
export const registerServiceWorker: RegisterServiceWorker = ({
  onNeedRefresh,
  onOfflineReady,
  onRegisteredSW,
  onRegisterError,
}) => {
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  const watch = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installed') return;
      if (container.controller) onNeedRefresh?.();
      else onOfflineReady?.();
    });

  // `registered` is typed as always there, but a blocked registration (an automated browser's
  // policy) resolves with nothing: that is no worker, not an error thrown at every page load.
  void container.register('/sw.js', { scope: '/' }).then((registered: ServiceWorkerRegistration | undefined) => {
    if (!registered) return;
    registration = registered;
    if (registered.waiting && container.controller) onNeedRefresh?.();
    if (registered.installing) watch(registered.installing);
    registered.addEventListener('updatefound', () => registered.installing && watch(registered.installing));
    onRegisteredSW?.('/sw.js', registered);
  }, onRegisterError);

  return async (reloadPage = true) => {
    const waiting = registration?.waiting;
    if (!waiting) return;
    if (reloadPage) container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
};
