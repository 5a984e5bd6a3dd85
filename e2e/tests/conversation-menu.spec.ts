import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { createNamedConversation } from '../support/conversations';
import { signInAsNewCustomer } from '../support/sign-in';

/** Whether the whole of `box` is inside the page's viewport. */
async function expectInsideViewport(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  const edges = { left: box!.x, top: box!.y, right: box!.x + box!.width, bottom: box!.y + box!.height };
  expect(edges.left, 'left edge').toBeGreaterThanOrEqual(0);
  expect(edges.top, 'top edge').toBeGreaterThanOrEqual(0);
  expect(edges.right, 'right edge').toBeLessThanOrEqual(viewport!.width);
  expect(edges.bottom, 'bottom edge').toBeLessThanOrEqual(viewport!.height);
}

/**
 * Issue 38 item 1: a conversation's "More actions" menu opens where it can be read whole, wherever
 * its button is: the sidebar's first row and its last (the menu then opens above), on a desktop
 * and a phone, in English and in a language whose labels are longer.
 */
test('a conversation\'s "More actions" menu opens inside the window, in English and in Romanian', async ({ page, isMobile }) => {
  test.slow();
  await signInAsNewCustomer(page, 'menu');
  for (let index = 1; index <= 14; index += 1) await createNamedConversation(page, `Trip ${index} to the coast of Portugal`);
  const chat = new ConversationPage(page, isMobile);

  for (const language of ['English', 'Română']) {
    if (language !== 'English') {
      await page.goto('/account/language');
      await page.getByRole('radio', { name: new RegExp(language) }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    }
    await chat.goto('/');
    if (isMobile) {
      // The header's first button opens the drawer, whatever its name in the language shown.
      await page.locator('header').getByRole('button').first().click();
      await chat.expectSidebar(true);
    }
    await expect(chat.items).toHaveCount(14);
    const first = chat.items.first();
    for (const row of [first, chat.items.last()]) {
      await row.scrollIntoViewIfNeeded();
      await row.hover();
      await row.locator('[aria-haspopup="menu"]').click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).not.toHaveCount(0);
      await expectInsideViewport(page, menu);
      if (language === 'English' && row === first) {
        const { violations } = await new AxeBuilder({ page }).include('[role="menu"]').analyze();
        expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
  }
});
