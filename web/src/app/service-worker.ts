import { registerSW } from 'virtual:pwa-register';
import { connectServiceWorker } from '@/features/pwa';

/** Registers the service worker of the built app (no inline script: the CSP forbids it). */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  connectServiceWorker(registerSW);
}
