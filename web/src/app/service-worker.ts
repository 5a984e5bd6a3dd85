import { connectServiceWorker } from '@/features/pwa';
import { registerServiceWorker } from './register-service-worker';

/**
 * Registers the service worker of the built app (from the app, not an inline script) once the
 * page has loaded: installing it precaches ~630 KiB, which on a slow network would share the
 * bandwidth with the first load's own scripts (issue 39).
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => connectServiceWorker(registerServiceWorker);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
