import { connectServiceWorker } from '@/features/pwa';
import { registerServiceWorker } from './register-service-worker';

/** Registers the service worker of the built app (no inline script: the CSP forbids it). */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  connectServiceWorker(registerServiceWorker);
}
