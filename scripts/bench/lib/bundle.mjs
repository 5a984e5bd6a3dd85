// What each route of the built web app loads at first, from Vite's build manifest: the entry
// (index.html) with its static imports, plus — for a lazy route — the route's chunk and its static
// imports. Sizes are raw, gzip level 9 and brotli quality 11, as the server sends them precompressed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { webDist } from './app-root.mjs';

/** The built web app of the checkout under measurement (lib/app-root.mjs). */
export const dist = webDist;

/** The account pages' layout (issue 18), a chunk every /account route loads beside its page. */
const accountLayout = 'src/app/layout/account-layout.tsx';

/** Route name → the source modules of its lazy chunks (the chat route is in the entry). */
export const routeModules = {
  chat: [],
  plans: ['src/app/plans-route.tsx'],
  subscribe: ['src/features/subscribe/index.ts'],
  auth: ['src/features/auth/pages.ts'],
  account: ['src/features/account/index.ts', accountLayout],
  profile: ['src/app/profile-route.tsx', accountLayout],
  language: ['src/app/language-route.tsx', accountLayout],
  legal: ['src/features/legal/index.ts'],
  'whatsapp-verify': ['src/app/whatsapp-verify-route.tsx'],
};

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const content = readFileSync(path.join(dist, file));
    sizes.set(file, {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(file);
}

function closure(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
}

const total = (files, ext) =>
  [...files]
    .filter((file) => file.endsWith(ext))
    .reduce(
      (sum, file) => {
        const size = sizeOf(file);
        return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli, files: sum.files + 1 };
      },
      { raw: 0, gzip: 0, brotli: 0, files: 0 },
    );

const readManifest = () => JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** JS and CSS of the entry plus the given lazy modules (manifest keys) and their static imports. */
export function loadSize(modules, manifest = readManifest()) {
  const files = new Set();
  for (const module of ['index.html', ...modules]) closure(manifest, module, files);
  return { js: total(files, '.js'), css: total(files, '.css') };
}

/** Initial JS and CSS per route: `{ route: { js: {raw,gzip,brotli,files}, css: {...} } }`. */
export function routeSizes() {
  const manifest = readManifest();
  return Object.fromEntries(Object.entries(routeModules).map(([route, modules]) => [route, loadSize(modules, manifest)]));
}

/** What the chat page fetches once a conversation shows (its first load is measured in Chromium). */
export const chatFollowUps = {
  'chat + message list and Markdown (a conversation shown)': [
    'src/features/chat/components/message-list.tsx',
    'src/features/chat/components/markdown.tsx',
  ],
};

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** What the service worker downloads when it installs: the precache list written into dist/sw.js. */
export function precacheSize() {
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/\{url:"([^"]+)",revision:/g)].map((match) => match[1]);
  return urls.reduce(
    (sum, url) => {
      const size = sizeOf(url);
      return { files: sum.files + 1, raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
    },
    { files: 0, raw: 0, gzip: 0 },
  );
}
