import { expect, test } from '@playwright/test';
import { ANSWER_TAIL } from '../support/fake-answers';
import { ConversationPage } from '../pages/conversation-page';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

const EVERYTHING = 'Sees images Creates images Reads PDFs Free';

test.describe('the model picker (issue 18)', () => {
  test('the chosen model shows by its full name, not cut short', async ({ page, isMobile }) => {
    test.skip(isMobile, 'a phone may shorten it on the button: the sheet shows it in full');
    await signInAsNewCustomer(page, 'picker-name');
    const chat = new ConversationPage(page, false);
    await chat.goto('/?conversation=general');
    await expect(chat.modelPicker).toHaveText('Offline demo (no AI provider configured)');
    const name = chat.modelPicker.locator('span');
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test.describe('with a provider', () => {
    test.use({ baseURL: servers.ai });

    test('models grouped by provider with what they can do and "Free"; chosen with the keyboard; kept after a reload', async ({
      page,
      isMobile,
    }) => {
      await signInAsNewCustomer(page, 'picker');
      const chat = new ConversationPage(page, isMobile);
      await chat.goto('/?conversation=general');
      await expect(chat.modelPicker).toHaveText('GPT-4o mini');
      await expect(chat.modelPicker).toHaveAttribute('aria-expanded', 'false');

      await chat.modelPicker.focus();
      await page.keyboard.press('Enter');
      const listbox = page.getByRole('listbox', { name: 'Model' });
      await expect(listbox).toBeFocused();
      const openai = listbox.getByRole('group', { name: 'OpenAI' });
      const options = openai.getByRole('option');
      await expect(options).toHaveCount(3);
      for (const [index, name] of ['GPT-4o mini', 'GPT-4.1', 'GPT-4o'].entries()) {
        await expect(options.nth(index)).toHaveAccessibleName(name);
        await expect(options.nth(index)).toHaveAccessibleDescription(EVERYTHING);
      }
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(options.nth(0).getByText('Free', { exact: true })).toBeVisible();

      // Where it opens: a sheet along the bottom on a phone, above the button on a computer.
      const box = (await page.getByTestId('model-picker-popup').boundingBox())!;
      const viewport = page.viewportSize()!;
      if (isMobile) {
        expect(Math.round(box.width)).toBe(viewport.width);
        expect(Math.round(box.y + box.height)).toBe(viewport.height);
      } else {
        expect(box.y + box.height).toBeLessThanOrEqual((await chat.modelPicker.boundingBox())!.y);
      }

      // Escape closes without a change; then arrows and Enter choose, and the focus comes back.
      await page.keyboard.press('Escape');
      await expect(listbox).toBeHidden();
      await expect(chat.modelPicker).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await expect(listbox).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
      await page.keyboard.press('Enter');
      await expect(listbox).toBeHidden();
      await expect(chat.modelPicker).toBeFocused();
      await expect(chat.modelPicker).toHaveText('GPT-4.1');

      await chat.send('Which model?');
      await chat.waitForAnswer(ANSWER_TAIL);
      await page.reload();
      await expect(chat.modelPicker).toHaveText('GPT-4.1');
    });
  });
});
