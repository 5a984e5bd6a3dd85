import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';

test.describe('app initialization on the web (§4)', () => {
  test('adds the os and platform body classes and the status-bar-height variable, without the capacitor class', async ({
    page,
    isMobile,
  }) => {
    await new ChatPage(page).goto('/');
    const body = page.locator('body');
    // Capacitor's Device plugin reads the user agent on the web: the phone project is a Pixel 7 (Android).
    await expect(body).toHaveClass(isMobile ? /\bos-android\b/ : /\bos-(linux|unknown|windows|mac)\b/);
    await expect(body).toHaveClass(/\bplatform-web\b/);
    await expect(body).not.toHaveClass(/\bcapacitor\b/);
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--status-bar-height'))).toBe('0px');
  });
});
