import { expect, test } from '@playwright/test';
import { signInThroughApi, uniqueEmail } from '../support/outbox';

test.describe('chunk preload failure (§8)', () => {
  test('a lazy chunk that fails to load dispatches preload-error and reloads the page once', async ({ page }) => {
    await page.addInitScript(() =>
      window.addEventListener('preload-error', () => sessionStorage.setItem('saw-preload-error', String(Date.now()))),
    );
    // The French texts are lazy chunks (lib/i18n.ts: the chat's part and the other screens'): the first
    // request fails as if a new deployment had removed that chunk.
    let removed: string | undefined;
    let fetchedAgain = 0;
    await page.route(/\/assets\/fr-[\w-]+\.js$/, (route) => {
      const url = route.request().url();
      if (!removed) {
        removed = url;
        return route.fulfill({ status: 404, body: 'gone' });
      }
      if (url === removed) fetchedAgain += 1;
      return route.continue();
    });
    await signInThroughApi(page, uniqueEmail('preload'));
    await page.goto('/account/language');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language');

    const reloaded = page.waitForEvent('load');
    await page.getByRole('radio', { name: /Français/ }).click();
    await reloaded;
    expect(await page.evaluate(() => sessionStorage.getItem('saw-preload-error'))).not.toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('preload-error-reloaded-at'))).not.toBeNull();

    // The reloaded app works: the chunk now loads and the language switches.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language');
    await page.getByRole('radio', { name: /Français/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Langue');
    expect(fetchedAgain).toBe(1);
  });

  test('a second failure right after the reload does not reload again (no loop)', async ({ page }) => {
    await page.route(/\/assets\/fr-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await signInThroughApi(page, uniqueEmail('preload-loop'));
    await page.goto('/account/language');
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('radio', { name: /Français/ }).click();
    await expect.poll(() => loads).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language');
    await page.getByRole('radio', { name: /Français/ }).click();
    await expect(page.getByText('This language could not be loaded. Check your connection and try again.')).toBeVisible();
    expect(loads).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language');
  });

  test('a lazily loaded screen whose chunk fails reloads once and then opens', async ({ page }) => {
    // The plans screen's chunks (its page and what it shares) each fail once, as after a deployment.
    const failed = new Set<string>();
    await page.route(/\/assets\/plans-[\w-]+\.js$/, (route) => {
      const url = route.request().url();
      if (failed.has(url)) return route.continue();
      failed.add(url);
      return route.fulfill({ status: 404, body: 'gone' });
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/plans');
    // The live page (a test id: the pre-rendered one, shown before the app runs, has none; issue 39).
    await expect(page.getByTestId('plan-durations')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans');
    expect(failed.size).toBeGreaterThan(0);
    expect(loads).toBe(2);
  });

  test('a screen whose chunk keeps failing says so in the user language, with a way to try again', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify({ data: 'es', time: Date.now() })));
    await page.route(/\/assets\/plans-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/plans');
    await expect(page.getByRole('alert')).toContainText('No se ha podido cargar esta página.');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
