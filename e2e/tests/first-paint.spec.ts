import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';

/** The app's own script never arrives: what shows is the page as the server sent it (issue 17). */
const withoutTheApp = (page: Page) => page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());

test.describe('first paint, before the app script runs (pre-rendered shell)', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('/ shows the chat layout: header, empty conversation and composer; the sidebar only on wide screens', async ({
      page,
      isMobile,
    }) => {
      await page.goto('/');
      await expect(page.getByText('New Conversation', { exact: true })).toBeVisible();
      await expect(page.getByText('How can I help you today?')).toBeVisible();
      await expect(page.getByPlaceholder('Send a message…')).toBeVisible();
      const newConversation = page.getByText('New conversation', { exact: true });
      if (isMobile) await expect(newConversation).not.toBeInViewport();
      else await expect(newConversation).toBeInViewport();
    });
  });

  test('another path shows the splash, not the chat layout', async ({ page }) => {
    await withoutTheApp(page);
    await page.goto('/legal/terms');
    await expect(page.getByRole('paragraph').filter({ hasText: 'Chat Assistant' })).toBeVisible();
    await expect(page.getByText('How can I help you today?')).toBeHidden();
  });

  test('/plans shows the plans page itself, pre-rendered (issue 39)', async ({ page }) => {
    await withoutTheApp(page);
    await page.goto('/plans');
    await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
    await expect(page.getByText('Start free. Upgrade when you need more.')).toBeVisible();
    await expect(page.getByRole('paragraph').filter({ hasText: 'Chat Assistant' })).toBeHidden();
    await expect(page.getByText('How can I help you today?')).toHaveCount(0);
  });

  test.describe('in another language', () => {
    test.use({ locale: 'fr-FR' });

    test('the shell keeps its frame but shows no English text', async ({ page }) => {
      await withoutTheApp(page);
      await page.goto('/');
      await expect(page.getByText('How can I help you today?')).toHaveCSS('color', 'rgba(0, 0, 0, 0)');
    });
  });

  test('the app replaces the shell once it runs', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto('/');
    await expect(chat.title).toHaveText('New Conversation');
    // The shell (index.html's inert picture of the chat) is gone; a closed sidebar is inert too (issue 38).
    await expect(page.locator('.app-shell-chat')).toHaveCount(0);
    await expect(page.getByText('How can I help you today?')).toHaveCount(1);
  });
});
