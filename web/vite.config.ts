import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localePartsPlugin } from './locale-parts-plugin.ts';
import { prerenderShellPlugin } from './prerender-shell-plugin.ts';
import { HIGHLIGHT_CHUNKS, pwaOptions } from './pwa.config.ts';
import { HIGHLIGHT_THEME } from './src/features/chat/lib/highlight-theme.ts';

const serverUrl = process.env.VITE_SERVER_URL ?? 'http://localhost:3000';

/** React, the router (wouter and its path matcher, regexparam), TanStack Query and the small libraries every screen uses. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack[\\/](query-core|react-query)|zustand|clsx)[\\/]/;

export default defineConfig({
  plugins: [localePartsPlugin(), react(), tailwindcss(), prerenderShellPlugin(), VitePWA(pwaOptions)],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: false },
      '/socket': { target: serverUrl, ws: true },
    },
  },
  // The highlight worker loads shiki's grammars on demand: code splitting needs ES module workers.
  // Its chunks (~360 grammars and themes) go to a folder of their own, which the service worker
  // caches when first used instead of precaching them all on install (pwa.config.ts); the theme
  // every code block needs stays with the app, precached, so code read offline is highlighted.
  worker: {
    format: 'es',
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.name === HIGHLIGHT_THEME ? 'assets/[name]-[hash].js' : `${HIGHLIGHT_CHUNKS}/[name]-[hash].js`,
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every screen runs on, in one chunk: it changes less often than the app (cached
        // across deploys) and one file compresses better than the seven small shared chunks the
        // default split made of them, each a request of the first load (issue 17).
        codeSplitting: {
          groups: [{ name: 'framework', test: FRAMEWORK }],
        },
      },
    },
  },
});
