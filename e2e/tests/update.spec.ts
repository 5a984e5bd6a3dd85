import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { serviceWorkerReady } from '../pages/install-prompts';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { servers } from '../support/servers';

/**
 * A deployment is simulated on a server of its own that serves a copy of the built app, so
 * changing that copy's service worker touches no other test.
 */
test.describe('new version prompt', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  let server: OwnServer | undefined;
  let dist = '';
  let origin = '';

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    dist = mkdtempSync(path.join(tmpdir(), 'chat-dist-'));
    cpSync(path.join(import.meta.dirname, '../../web/dist'), dist, { recursive: true });
    server = await startOwnServer(servers.updatePortBase + testInfo.parallelIndex, { WEB_DIST: dist });
    origin = server.origin;
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  test('when a new version is deployed, the open app offers to reload into it', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('android-install-answered', 'true'));
    const chat = new ChatPage(page);
    await chat.goto(`${origin}/`);
    expect(await serviceWorkerReady(page)).toMatch(/\/sw\.js$/);
    // A returning visit: the page is now controlled by the installed worker.
    await page.reload();
    await expect(chat.title).toBeVisible();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByTestId('update-prompt')).toBeHidden();

    // Deploy: the worker's bytes change, as with a new build (whose compressed copies are new too).
    appendFileSync(path.join(dist, 'sw.js'), '\n// build 2\n');
    for (const compressed of ['sw.js.br', 'sw.js.gz']) rmSync(path.join(dist, compressed), { force: true });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version of Chat Assistant is ready.');

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(chat.title).toBeVisible();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });
});
