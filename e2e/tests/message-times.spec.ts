import { expect, test, type Page } from '@playwright/test';
import { signInAsNewCustomer } from '../support/sign-in';

/** The interface language chosen on this device (§1: local storage first), whatever the browser's. */
async function chooseInterfaceLanguage(page: Page, locale: string) {
  await page.addInitScript((value) => localStorage.setItem('locale', JSON.stringify({ data: value, time: Date.now() })), locale);
}

/** Sends `text` from the composer, in whatever language the interface speaks. */
async function sendFromComposer(page: Page, text: string) {
  const composer = page.locator('#composer');
  await composer.fill(text);
  await expect(page.locator('form:has(#composer) button[type="submit"]')).toBeEnabled();
  await composer.press('Enter');
}

/** The time shown under the (first) question. */
const questionTime = (page: Page) => page.getByTestId('message-user').first().locator('time');

test.describe('message times in the interface language (issue 38)', () => {
  test.describe('an English browser with the interface in French', () => {
    test.use({ locale: 'en-US' });

    test("a message of today shows the French short time, as the language page's preview does", async ({ page }) => {
      await chooseInterfaceLanguage(page, 'fr');
      await signInAsNewCustomer(page, 'times-fr');
      await page.goto('/');
      await expect(page.getByTestId('chat-title')).toHaveText('Nouvelle conversation');
      await sendFromComposer(page, 'Bonjour');
      // 24-hour "14:05", never the browser's "2:05 PM".
      await expect(questionTime(page)).toHaveText(/^\d\d:\d\d$/);
      await page.goto('/account/language');
      await expect(page.getByTestId('format-preview').locator('dt:has-text("Heure") + dd')).toHaveText(/^\d\d:\d\d$/);
    });
  });

  test.describe('a French browser with the interface in English', () => {
    test.use({ locale: 'fr-FR' });

    test('a message of today shows the English short time', async ({ page }) => {
      await chooseInterfaceLanguage(page, 'en');
      await signInAsNewCustomer(page, 'times-en');
      await page.goto('/');
      await expect(page.getByTestId('chat-title')).toHaveText('New Conversation');
      await sendFromComposer(page, 'Hello');
      // "2:05 PM" (with a narrow no-break space before PM in recent ICU), never the browser's "14:05".
      await expect(questionTime(page)).toHaveText(/^\d{1,2}:\d\d\s[AP]M$/);
    });
  });
});
