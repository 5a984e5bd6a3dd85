import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';
import { scrollMessagesToTop } from '../support/message-list';

/** Issue 18, item 6: a reader who scrolled up in a long conversation gets back to its newest message in one click. */
test.describe('jump to the latest message', () => {
  test.use({ baseURL: servers.ai });

  test('shows once scrolled up, brings the newest message back into view, then hides', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'jump');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    // Two long answers: a conversation taller than the screen.
    for (const [index, question] of ['First LONG ANSWER 400 TOKENS', 'Newest LONG ANSWER 300 TOKENS'].entries()) {
      await chat.send(question);
      await expect(chat.assistant).toHaveCount(index + 1);
      await expect(chat.assistant.last()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    }
    const jump = page.getByRole('button', { name: 'Jump to the latest message' });
    const newest = chat.assistant.last();
    await expect(newest).toBeInViewport();
    await expect(jump).toBeHidden();

    await scrollMessagesToTop(page);
    await expect(jump).toBeVisible();
    await expect(chat.user.first()).toBeInViewport();

    await jump.click();
    await expect(newest).toBeInViewport();
    await expect(jump).toBeHidden();
  });
});
