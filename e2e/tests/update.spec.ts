import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { serviceWorkerReady } from '../pages/install-prompts';
import { servers } from '../support/servers';

/**
 * A deployment is simulated on a server of its own that serves a copy of the built app, so
 * changing that copy's service worker touches no other test.
 */
test.describe('new version prompt', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  let server: ChildProcess | undefined;
  let dist = '';
  let dataDir = '';
  let origin = '';

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    const port = servers.updatePortBase + testInfo.parallelIndex;
    origin = `http://localhost:${port}`;
    dist = mkdtempSync(path.join(tmpdir(), 'chat-dist-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'chat-update-data-'));
    cpSync(path.join(import.meta.dirname, '../../web/dist'), dist, { recursive: true });
    server = spawn(process.execPath, ['server/src/main.ts'], {
      cwd: path.join(import.meta.dirname, '../..'),
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: dist, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health`).then(
            (response) => response.ok,
            () => false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
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
