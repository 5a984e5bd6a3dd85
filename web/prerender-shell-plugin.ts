import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@chat/protocol';
import { createServer, type Plugin } from 'vite';

const SHELL_PLACEHOLDER = '<!--app-shell-->';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
/**
 * The app's module script and its preloads. None blocks the first paint (module scripts are
 * deferred), but fetched at high priority they are taken for render-blocking by Lighthouse's model
 * of a slow network, which then has the pre-rendered page wait for 100 kB of script (issue 39):
 * low priority says what they are, and nothing on the page competes with them.
 */
const APP_SCRIPTS = /(<script type="module"|<link rel="modulepreload")/g;
const shellStateSource = fileURLToPath(new URL('./src/app/shell/shell-state.js', import.meta.url));

/**
 * The first paint without waiting for a script (issue 17), at build time:
 * - the chat layout, rendered by React on the server (src/app/shell/render-shell.tsx), written
 *   into index.html in place of `<!--app-shell-->`; `inert`, as it is only a picture until React
 *   replaces it on mount (app/main.tsx); the plans page likewise into plans.html (issue 39), which
 *   the server sends for /plans, its `<html>` naming the path it was rendered for;
 * - the app's stylesheet inlined (7 KiB gzip: the whole of it is the shell's critical CSS, and the
 *   first paint no longer waits for a second request; the CSP allows inline styles);
 * - shell-state.js, a few lines in <head> that tell the shell's CSS which screen, session and
 *   language to expect, inlined: as a file it was a render-blocking request before the first paint,
 *   a round trip on a slow network (issue 39). The server's CSP allows it by its hash, read from the
 *   built index.html (server/src/plugins/inline-scripts.ts).
 */
export function prerenderShellPlugin(): Plugin {
  // Its comments (and the linter's list of globals) stay in the source.
  const shellState = readFileSync(shellStateSource, 'utf8')
    .replace(/^\s*(\/\/|\/\* global ).*\n/gm, '')
    .replace('__LOCALES__', JSON.stringify(LOCALES));
  let root = '';
  let configFile: string | undefined;
  /** The pre-rendered pages other than index.html, by file name, once index.html is transformed. */
  const otherPages = new Map<string, string>();
  return {
    name: 'prerender-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!html.includes(SHELL_PLACEHOLDER)) throw new Error(`index.html has no ${SHELL_PLACEHOLDER}`);
        const stylesheet = STYLESHEET.exec(html);
        const css = stylesheet && bundle?.[stylesheet[1]!];
        if (!stylesheet || css?.type !== 'asset') throw new Error('index.html links no stylesheet of the build');
        const page = html
          .replace(stylesheet[0], () => `<style>${String(css.source)}</style>`)
          .replace('</title>', () => `</title>\n    <script>${shellState}</script>`)
          .replace(APP_SCRIPTS, '$1 fetchpriority="low"');
        const shells = await renderShells(root, configFile);
        // Every page but the chat in a file named by its path (/plans: plans.html), which the server sends for it.
        for (const [path, shell] of shells)
          if (path !== '/')
            otherPages.set(
              `${path.slice(1)}.html`,
              page.replace('<html ', `<html data-shell-path="${path}" `).replace(SHELL_PLACEHOLDER, () => shell),
            );
        return page.replace(SHELL_PLACEHOLDER, () => shells.get('/') ?? '');
      },
    },
    // Last: Vite's HTML plugin transforms index.html in its own generateBundle.
    generateBundle: {
      order: 'post',
      handler() {
        for (const [fileName, source] of otherPages) this.emitFile({ type: 'asset', fileName, source });
      },
    },
  };
}

/**
 * Renders the shells of render-shell.tsx's `SHELL_PAGES`, by path, with Vite's server-side module
 * loading, so they see the app's aliases and plugins.
 */
async function renderShells(root: string, configFile: string | undefined): Promise<Map<string, string>> {
  const server = await createServer({
    root,
    configFile,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/shell/render-shell.tsx')) as {
      SHELL_PAGES: Record<string, unknown>;
      renderShell: (path: string) => Promise<string>;
    };
    const shells = new Map<string, string>();
    // One after the other: they share the i18n module's state.
    for (const path of Object.keys(module.SHELL_PAGES)) shells.set(path, await module.renderShell(path));
    return shells;
  } finally {
    await server.close();
  }
}
