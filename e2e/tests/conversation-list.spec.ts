import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { signInAsNewCustomer } from '../support/sign-in';

test.describe('the sidebar with many conversations', () => {
  test('shows the first page of 24, loads the rest on scrolling to the end, and opens the oldest', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'many');
    for (let index = 1; index <= 30; index += 1) {
      const created = await page.request.post('/api/conversations', { data: { name: `Trip ${String(index).padStart(2, '0')}` } });
      expect(created.ok()).toBe(true);
    }
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.openSidebar();
    // Newest first, 24 to a page (§7).
    await expect(chat.items.first()).toContainText('Trip 30');
    await expect(chat.items).toHaveCount(24);

    await expect(async () => {
      await chat.items.last().scrollIntoViewIfNeeded();
      await expect(chat.items).toHaveCount(30, { timeout: 1000 });
    }).toPass();
    const oldest = chat.items.last();
    await expect(oldest).toContainText('Trip 01');
    await oldest.getByRole('link').click();
    await expect(chat.title).toHaveText('Trip 01');
    await expect(page).toHaveURL(/conversation=[0-9a-f]{24}$/);
  });
});
