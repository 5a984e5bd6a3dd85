import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ManifestTransform } from 'workbox-build';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * What the service worker downloads when it installs (issue 17): the shell and the chat route, so
 * the app opens offline, and nothing else. Keys of Vite's build manifest:
 * - the page and its scripts (index.html with its static imports);
 * - the chat screen's lazy parts (message list, attachments, dictation…) but not Markdown nor
 *   KaTeX, which with the grammars are the bulk of the build;
 * - the realtime client (socket-client.ts), which the chat opens as soon as the user is signed in;
 * - every language's first part (a few KiB each): the language is chosen in the page, after the
 *   worker installed, and switching it offline must still show the chat in that language.
 * Everything else (other screens, their messages, Markdown, highlighting) is cached when first used
 * (pwa.config.ts runtimeCaching).
 */
const PRECACHED_MODULES = [
  /^index\.html$/,
  /^src\/features\/chat\/(?!components\/markdown\.tsx$|lib\/katex-plugin\.ts$)/,
  /^src\/lib\/socket-client\.ts$/,
  /^\0?locale-part:first:/,
];

const buildManifest = fileURLToPath(new URL('./dist/.vite/manifest.json', import.meta.url));

/** Every file the matching modules load, with their static imports and styles. */
export function precachedFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    // index.html carries its stylesheet inline (prerender-shell-plugin.ts): the file is never asked for.
    if (key !== 'index.html') for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const key of Object.keys(manifest)) if (PRECACHED_MODULES.some((pattern) => pattern.test(key))) add(key);
  return files;
}

/**
 * Workbox's precache list cut down to the shell and the chat route: built scripts, styles and fonts
 * outside that set are dropped; the page, the manifest and the icons stay. plans.html goes too: the
 * worker answers every navigation with index.html, and plans.html is for a first visit's paint.
 */
export const precacheShellAndChat: ManifestTransform = (entries) => {
  const keep = precachedFiles(JSON.parse(readFileSync(buildManifest, 'utf8')) as Record<string, ManifestChunk>);
  const built = /^assets\/.*\.(js|css|woff2?)$/;
  const manifest = entries.filter((entry) => (!built.test(entry.url) || keep.has(entry.url)) && entry.url !== 'plans.html');
  return { manifest, warnings: [] };
};
