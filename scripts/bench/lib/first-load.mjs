// The JavaScript a first visit really costs, measured as the browser fetches it: Chromium opens a
// page of the built app on a fresh profile (no HTTP or service worker cache), asking for gzip only,
// and every script response until the network is idle is summed by its transfer size (the body as
// sent, gzip; without headers). This counts what the build manifest cannot see: chunks an effect
// imports before idle, module preloads, a locale chosen at run time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'playwright-core';
import { signIn, startAppServer } from './app-server.mjs';
import { launchChromium } from './chromium.mjs';

/**
 * Opens `url` in a new context of `browser` (cookies and locale as given) and waits for network
 * idle. Returns the scripts fetched: `{ files: [{ path, bytes }], bytes }`, bytes as transferred.
 */
export async function firstLoadScripts(browser, url, { cookies = [], locale = 'en-US', viewport } = {}) {
  const context = await browser.newContext({
    locale,
    viewport,
    // The budget is stated in gzip, which every browser accepts; brotli would flatter the figure.
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    serviceWorkers: 'block',
  });
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await Promise.all(
      scripts.map(async (request) => ({
        path: new URL(request.url()).pathname,
        bytes: (await request.sizes()).responseBodySize,
      })),
    );
    return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
  } finally {
    await context.close();
  }
}

/**
 * The built app (web/dist, or `WEB_DIST`) served by the real server on its embedded defaults, and
 * a first visit of `/` as a guest and signed in. Returns `{ guest, signedIn }`, each as
 * `firstLoadScripts` returns it.
 */
export async function measureFirstVisits({ port = Number(process.env.FIRST_LOAD_PORT ?? 4656) } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-first-load-'));
  const server = await startAppServer({
    port,
    dataDir,
    env: { NODE_ENV: 'production', SESSION_SECRET: 'first-load-run-only-secret-0123456789abcdef' },
  });
  const browser = await launchChromium();
  try {
    const api = await request.newContext({ baseURL: server.base });
    await signIn(api, dataDir, 'first-load@example.com');
    const cookies = (await api.storageState()).cookies;
    await api.dispose();
    const guest = await firstLoadScripts(browser, `${server.base}/`);
    const signedIn = await firstLoadScripts(browser, `${server.base}/`, { cookies });
    return { guest, signedIn };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
