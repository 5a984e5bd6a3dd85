import { expect, test, type Page } from '@playwright/test';
import { chatGptConversation, chatGptExportZip } from '../support/chatgpt-export';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

/**
 * The interface language, whatever the browser's: stored on the signed-in account, which every device
 * follows (issue 38), and on this device (§1: local storage first).
 */
async function chooseInterfaceLanguage(page: Page, locale: string) {
  expect((await page.request.put('/api/customers', { data: { locale } })).status()).toBe(200);
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
      await signInAsNewCustomer(page, 'times-fr');
      await chooseInterfaceLanguage(page, 'fr');
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
      await signInAsNewCustomer(page, 'times-en');
      await chooseInterfaceLanguage(page, 'en');
      await page.goto('/');
      await expect(page.getByTestId('chat-title')).toHaveText('New Conversation');
      await sendFromComposer(page, 'Hello');
      // "2:05 PM" (with a narrow no-break space before PM in recent ICU), never the browser's "14:05".
      await expect(questionTime(page)).toHaveText(/^\d{1,2}:\d\d\s[AP]M$/);
    });
  });

  test.describe('an imported conversation of another year', () => {
    // The clock of the browser decides the day shown: UTC, so the imported times read as written.
    test.use({ locale: 'en-US', timezoneId: 'UTC' });

    test('shows the date with the year beside the time, in the interface language', async ({ page }) => {
      await signInAsNewCustomer(page, 'times-old');
      // ChatGPT's export dates the question 5 s after the conversation's start.
      const conversation = chatGptConversation({
        title: 'Spring planting',
        createdAt: new Date(Date.UTC(2023, 2, 12, 9, 5)),
        turns: [{ user: 'When do I plant tomatoes?', assistant: 'After the last frost.' }],
      });
      const imported = await page.request.post('/api/conversations/import', {
        headers: { origin: servers.demo },
        multipart: { file: chatGptExportZip([conversation]) },
      });
      expect(imported.status(), await imported.text()).toBe(200);
      const { conversations } = (await (await page.request.get('/api/conversations')).json()) as {
        conversations: { _id: string }[];
      };
      await page.goto(`/?conversation=${conversations[0]!._id}`);
      await expect(page.getByTestId('chat-title')).toHaveText('Spring planting');
      await expect(questionTime(page)).toHaveText(/^Mar 12, 2023, 9:05\sAM$/);
      await expect(questionTime(page)).toHaveAttribute('datetime', '2023-03-12T09:05:05.000Z');

      await page.goto('/account/language');
      await page.getByRole('radio', { name: /Français/ }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await page.goto(`/?conversation=${conversations[0]!._id}`);
      await expect(questionTime(page)).toHaveText('12 mars 2023, 09:05');
    });
  });
});
