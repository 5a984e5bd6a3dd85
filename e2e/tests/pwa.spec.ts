import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { serviceWorkerReady } from '../pages/install-prompts';
import { signInThroughApi, uniqueEmail } from '../support/outbox';

interface Manifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
}

test.describe('installable PWA', () => {
  test.use({ serviceWorkers: 'allow' });
  test.beforeEach(async ({ page }) => {
    // The phone project has an Android user agent: answer the Android install dialog up front.
    await page.addInitScript(() => sessionStorage.setItem('android-install-answered', 'true'));
  });

  test('the manifest is linked and complete, and every icon it names is a PNG of its size', async ({ page, request }) => {
    await new ChatPage(page).goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');

    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Chat Assistant',
      display: 'standalone',
      start_url: '/?conversation=new',
      theme_color: '#0f1115',
      background_color: '#0f1115',
    });
    expect(manifest.shortcuts).toEqual([expect.objectContaining({ name: 'New conversation', url: '/?conversation=new' })]);
    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [...png, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      const body = await image.body();
      const [width, height] = [body.readUInt32BE(16), body.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  test('the service worker registers and is revalidated on every load', async ({ page, request }) => {
    await new ChatPage(page).goto('/');
    expect(await serviceWorkerReady(page)).toMatch(/\/sw\.js$/);
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('Chromium finds the app installable (a normal profile: incognito never is)', async ({ baseURL, launchOptions }) => {
    const profile = mkdtempSync(path.join(tmpdir(), 'chat-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expect(page.getByTestId('chat-title')).toBeVisible();
      await serviceWorkerReady(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
      expect(url).toMatch(/\/manifest\.webmanifest$/);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('after a first visit the app opens offline, says it is offline, and never serves /api from a cache', async ({
    page,
    context,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto('/');
    await serviceWorkerReady(page);
    await expect(page.getByTestId('offline-notice')).toBeHidden();
    // The worker installs with the shell and the chat only; another screen is cached when first opened.
    await page.goto('/legal/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await chat.goto('/');

    await context.setOffline(true);
    await page.reload();
    await expect(chat.title).toHaveText('New Conversation');
    await expect(page.getByTestId('offline-notice')).toHaveText(
      'You are offline. The app will reconnect when your connection returns.',
    );

    // A screen opened before comes from the cache (navigation fallback to the shell, its chunk cached)…
    await page.goto('/legal/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    // …but the API is never answered by the service worker.
    const api = await page.evaluate(() =>
      fetch('/api/health').then(
        (response) => `status ${response.status}`,
        () => 'network error',
      ),
    );
    expect(api).toBe('network error');

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByTestId('offline-notice')).toBeHidden();
  });

  test('a signed-in user who opens the app offline stays signed in', async ({ page, context, isMobile }) => {
    await signInThroughApi(page, uniqueEmail('offline'));
    const chat = new ChatPage(page);
    await chat.goto('/');
    await serviceWorkerReady(page);
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(1);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    if (isMobile) await chat.toggle.click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(chat.account).not.toHaveText('Guest');
  });
});
