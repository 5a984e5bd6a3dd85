import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { dialogChunkLoads, dispatchInstallPrompt, installConditionsSettled } from '../pages/install-prompts';

test.describe('PWA install banner (§4)', () => {
  test('appears 3 s after the browser offers installation; Install opens the browser prompt', async ({ page }) => {
    await page.clock.install();
    const chat = new ChatPage(page);
    await chat.goto('/');
    const banner = page.getByTestId('install-banner');
    // An installed clock still flows with real time; pause it so a loaded machine cannot cross
    // the 3 s mark between advancing the clock and checking the banner.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

    await dispatchInstallPrompt(page);
    await page.clock.runFor(2900);
    await expect(banner).toBeHidden();
    await page.clock.runFor(100);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Install Chat Assistant');

    await banner.getByRole('button', { name: 'Install' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('pwa-dismissed'))).toBeNull();
  });

  test('"Later" hides it and keeps it away after a reload (pwa-dismissed)', async ({ page }) => {
    await page.clock.install();
    const chat = new ChatPage(page);
    await chat.goto('/');
    await dispatchInstallPrompt(page);
    await page.clock.runFor(3000);
    await page.getByTestId('install-banner').getByRole('button', { name: 'Later' }).click();
    await expect(page.getByTestId('install-banner')).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('pwa-dismissed')))!)).toMatchObject({ data: true });

    await page.reload();
    await expect(chat.title).toBeVisible();
    await dispatchInstallPrompt(page);
    await page.clock.runFor(10_000);
    await expect(page.getByTestId('install-banner')).toBeHidden();
  });

  test('sits above the composer, never over it, also when a long message makes the composer grow', async ({ page }) => {
    await page.clock.install();
    const chat = new ChatPage(page);
    await chat.goto('/');
    await dispatchInstallPrompt(page);
    await page.clock.runFor(3000);
    const banner = page.getByTestId('install-banner');
    await expect(banner).toBeVisible();
    const composer = page.locator('form:has(#composer)');
    /** The banner's bottom edge minus the composer's top edge: positive when the banner covers it. */
    const overlap = async () => {
      const [bannerBox, composerBox] = [await banner.boundingBox(), await composer.boundingBox()];
      return bannerBox!.y + bannerBox!.height - composerBox!.y;
    };
    await expect.poll(overlap).toBeLessThanOrEqual(0);

    await page.getByLabel('Message', { exact: true }).fill('A long message\n'.repeat(6));
    await expect.poll(overlap).toBeLessThanOrEqual(0);
    await expect(banner.getByRole('button', { name: 'Install' })).toBeInViewport();
  });
});

test.describe('Android install dialog (§4)', () => {
  test.use({
    serviceWorkers: 'allow',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });

  test('an Android browser is asked to install the app; OK opens the store listing in a new tab', async ({ page, context }) => {
    await context.route('https://play.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Store</h1>' }),
    );
    await new ChatPage(page).goto('/');
    const dialog = page.getByRole('dialog', { name: 'Get the Android app' });
    // The dialog waits for the service worker to be ready, which first precaches the app shell.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(400);

    const [store] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Open Google Play' }).click(),
    ]);
    expect(store.url()).toBe('https://play.google.com/store/apps/details?id=com.chatassistant.app');
    await expect(dialog).toBeHidden();

    // Answered: a reload in the same session does not ask again.
    const dialogLoads = dialogChunkLoads(page);
    await page.reload();
    await expect(page.getByTestId('chat-title')).toBeVisible();
    await installConditionsSettled(page);
    await expect(dialog).toBeHidden();
    expect(dialogLoads()).toBe(0);
  });

  test('Cancel just closes it', async ({ page }) => {
    await new ChatPage(page).goto('/');
    const dialog = page.getByRole('dialog', { name: 'Get the Android app' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toBeHidden();
    expect(page.context().pages()).toHaveLength(1);
  });
});

test.describe('no Android dialog elsewhere', () => {
  test.use({
    serviceWorkers: 'allow',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  });
  test('a desktop browser with a ready service worker sees no install dialog', async ({ page }) => {
    const dialogLoads = dialogChunkLoads(page);
    await new ChatPage(page).goto('/');
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
    await installConditionsSettled(page);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(dialogLoads()).toBe(0);
  });
});
