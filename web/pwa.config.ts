import type { VitePWAOptions } from 'vite-plugin-pwa';
import { precacheShellAndChat } from './pwa-precache.ts';

/** Where the build puts the highlight worker's chunks (vite.config.ts). */
export const HIGHLIGHT_CHUNKS = 'assets/highlight';

/** The dark theme's surface colour (index.css `--color-surface`), used for the splash and the title bar. */
const SURFACE = '#0f1115';

/**
 * The installable app: manifest and a Workbox service worker that precaches the app shell and the
 * chat route (pwa-precache.ts) and caches the rest when first used.
 * `injectRegister: false` because the CSP forbids inline scripts; the app registers the worker
 * itself (app/service-worker.ts) so it can tell the user when a new version is ready.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Chat Assistant',
    short_name: 'Chat',
    description: 'Chat with the AI models of several providers, on the web, installed or on your phone.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/?conversation=new',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: SURFACE,
    background_color: SURFACE,
    categories: ['productivity', 'utilities'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: [
      {
        name: 'New conversation',
        short_name: 'New chat',
        url: '/?conversation=new',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  },
  workbox: {
    // The app shell and the chat route (pwa-precache.ts cuts the list down to them; issue 17); the
    // manifest icons and includeAssets are added by the plugin. Source maps stay out. The highlight
    // worker's chunks (a grammar per language) stay out too: precaching them was ~360 requests and
    // ~2 MB before the worker could activate, which held back the offline shell and the Android install
    // dialog for tens of seconds on a slow device (issue 14).
    globPatterns: ['**/*.{js,css,html,woff2}'],
    globIgnores: [`${HIGHLIGHT_CHUNKS}/**`],
    manifestTransforms: [precacheShellAndChat],
    navigateFallback: '/index.html',
    // The API and the realtime socket always go to the network and are never cached.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/socket(\/|$)/],
    runtimeCaching: [
      {
        // Same-origin URLs match anywhere in the address; hashed names: a cached grammar never goes stale.
        urlPattern: new RegExp(`/${HIGHLIGHT_CHUNKS}/`),
        handler: 'CacheFirst',
        options: { cacheName: 'highlight-grammars', expiration: { maxEntries: 400 } },
      },
      {
        // Every other built file (other screens, their messages, Markdown and KaTeX) once first used:
        // the first visit of a screen online makes it open offline. Hashed names never go stale.
        urlPattern: /\/assets\/[^/]+\.(js|css|woff2)$/,
        handler: 'CacheFirst',
        options: { cacheName: 'app-chunks', expiration: { maxEntries: 300 } },
      },
    ],
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    // A new version waits until the user chooses to reload (the update prompt), never mid-conversation.
    skipWaiting: false,
    clientsClaim: false,
  },
  devOptions: { enabled: false },
};
