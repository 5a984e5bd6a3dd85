import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { createNamedConversation } from '../support/conversations';
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

/**
 * Issue 38 item 12: a long title uses the row's whole width while the row's action icons are hidden
 * (desktop, pointer elsewhere), and gives way to them when they show (hover; always on a phone).
 */
test("a long sidebar title uses the row's width and gives way to the action icons only when they show", async ({
  page,
  isMobile,
}) => {
  await signInAsNewCustomer(page, 'long-title');
  await createNamedConversation(page, 'A very long conversation title about planning a summer trip along the coast');
  const chat = new ConversationPage(page, isMobile);
  await chat.goto('/');
  await chat.openSidebar();
  const row = chat.items.first();
  const title = row.getByRole('link').locator('span');
  const more = row.getByRole('button', { name: /^More actions for/ });
  const right = async (locator: typeof row) => {
    const box = (await locator.boundingBox())!;
    return box.x + box.width;
  };

  if (!isMobile) {
    await page.mouse.move(900, 400);
    await expect(more).toHaveCSS('opacity', '0');
    // The title ends where the row's padding starts: 284 px row, its icon and paddings (≈ 236 px of text).
    expect(await right(title)).toBeGreaterThan((await right(row)) - 16);
    await row.hover();
    await expect(more).toHaveCSS('opacity', '1');
  }
  // Shown, the icons are never drawn over the title.
  // (Both read together: on a phone the drawer may still be sliding in.)
  await expect.poll(async () => (await right(title)) - (await more.boundingBox())!.x).toBeLessThanOrEqual(0);
});
