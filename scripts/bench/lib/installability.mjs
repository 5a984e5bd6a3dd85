// Whether Chromium finds the PWA installable (bench 60): Lighthouse 12 dropped its PWA category, so
// the bench asks Chromium itself, once the service worker is ready, in a profile of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

/** `{ manifest, errors }` for `${base}/`: the manifest's URL and Chromium's installability error ids. */
export async function installability(base) {
  const profile = mkdtempSync(path.join(tmpdir(), 'chat-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url } = await cdp.send('Page.getAppManifest');
    return { manifest: url, errors: installabilityErrors.map((error) => error.errorId) };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
