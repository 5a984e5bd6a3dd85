import { expect, test, type Page } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { heldQuestion } from '../support/held-answers';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';
import { scrollMessagesToTop } from '../support/message-list';

/** How far the message list is scrolled above its end, in pixels (0: the newest message's end shows). */
const distanceFromBottom = (page: Page) =>
  page.getByTestId('message-list').evaluate((list) => Math.round(list.scrollHeight - list.scrollTop - list.clientHeight));

/** A conversation taller than the screen: one long answer, finished, the reader at its end. */
async function tallConversation(page: Page, isMobile: boolean) {
  await signInAsNewCustomer(page, 'follow');
  const chat = new ConversationPage(page, isMobile);
  await chat.goto('/');
  await chat.send('Tall LONG ANSWER 400 TOKENS');
  await expect(chat.assistant.last()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect.poll(() => distanceFromBottom(page)).toBeLessThan(2);
  return chat;
}

/** Issue 21: the list keeps the reader at its newest message (issue 18's jump-to-latest covers coming back by hand). */
test.describe('following the newest message', () => {
  test.use({ baseURL: servers.ai });

  test('a reader at the bottom stays there while the composer grows line by line', async ({ page, isMobile }) => {
    const chat = await tallConversation(page, isMobile);
    const jump = page.getByRole('button', { name: 'Jump to the latest message' });
    // Each line grows the composer and shrinks the list above it: the newest message's end stays in view.
    for (const line of ['A draft', 'that runs', 'over several', 'lines, until', 'the composer', 'is as tall', 'as it gets']) {
      await chat.composer.press('Shift+Enter');
      await chat.composer.pressSequentially(line);
    }
    await expect.poll(() => chat.composer.evaluate((box) => box.clientHeight)).toBeGreaterThan(150);
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(2);
    await expect(jump).toBeHidden();
    // Still followed: the list shrank under the reader, who did not scroll away.
    await chat.composer.fill('');
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(2);
    await expect(jump).toBeHidden();
  });

  test('a message sent while scrolled up is brought into view, and its answer followed as it streams', async ({
    page,
    isMobile,
  }) => {
    // Two long answers: more than the default 30 s on a busy machine (one of five runs went over).
    test.slow();
    const chat = await tallConversation(page, isMobile);
    const jump = page.getByRole('button', { name: 'Jump to the latest message' });
    await scrollMessagesToTop(page);
    await expect(jump).toBeVisible();
    await expect(chat.user.first()).toBeInViewport();

    // The answer waits after its first word: the new exchange is at the bottom before it grows.
    const held = heldQuestion('Followed LONG ANSWER 300 TOKENS');
    await chat.send(held.question);
    await expect(chat.assistant).toHaveCount(2);
    await expect(chat.user.last()).toContainText('Followed LONG ANSWER');
    await expect(chat.user.last()).toBeInViewport();
    await expect(chat.assistant.last()).toBeInViewport();
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(2);
    await expect(jump).toBeHidden();

    // It grows by a few hundred pieces, taller than the screen: the reader is kept at its end.
    await held.release();
    await expect(chat.assistant.last()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(2);
    await expect(jump).toBeHidden();
  });
});
