import type { Page } from '@playwright/test';

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
