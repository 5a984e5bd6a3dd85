import { expect, type Page } from '@playwright/test';

/** Fires the browser's install-available event the way Chromium does, recording whether prompt() ran. */
export async function dispatchInstallPrompt(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}

/** Waits until the service worker of the page is active and returns its script URL. */
export async function serviceWorkerReady(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
}

/**
 * Waits until the app knows all the Android install dialog waits for (the device, from the body's
 * platform class; the service worker, ready) and has done what follows (two frames, then an idle
 * moment): a dialog that was to open has rendered, or at least asked for its lazily loaded chunk,
 * by then (see `dialogChunkLoads`). The events, not a guess at how long it takes.
 */
export async function installConditionsSettled(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveClass(/\bplatform-web\b/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => requestIdleCallback(resolve));
  });
}

/** Counts the page's requests for the dialog chunk from now on: a dialog opening asks for it first. */
export function dialogChunkLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (/\/dialog-view-[\w-]+\.js$/.test(new URL(request.url()).pathname)) loads += 1;
  });
  return () => loads;
}
