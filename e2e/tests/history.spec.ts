import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { createNamedConversation, type CreatedConversation } from '../support/conversations';
import { signInAsNewCustomer } from '../support/sign-in';

const DAY_MS = 86_400_000;

test.describe('the history in the sidebar (issue 18)', () => {
  test('a conversation written in moves to the top, in this tab and in another, and the pages still add up', async ({
    page,
    isMobile,
  }) => {
    await signInAsNewCustomer(page, 'history');
    const trips: CreatedConversation[] = [];
    for (let index = 1; index <= 26; index += 1)
      trips.push(await createNamedConversation(page, `Trip ${String(index).padStart(2, '0')}`));
    const other = new ConversationPage(await page.context().newPage(), isMobile);
    await other.goto('/');
    await other.openSidebar();
    await expect(other.items.first()).toContainText('Trip 26');
    await expect(other.items).toHaveCount(24);

    // The oldest, past the first page, opened by its link and written in.
    const chat = new ConversationPage(page, isMobile);
    await chat.goto(`/?conversation=${trips[0]!._id}`);
    await expect(chat.title).toHaveText('Trip 01');
    await chat.send('Back to this trip');
    await chat.waitForAnswer(/offline demo model/);
    await chat.openSidebar();
    await expect(chat.items.first()).toContainText('Trip 01');
    await expect(other.items.first()).toContainText('Trip 01');
    await expect(other.items.nth(1)).toContainText('Trip 26');

    // The next page follows the new order: every conversation once, the one moved up not twice.
    await expect(async () => {
      await other.items.last().scrollIntoViewIfNeeded();
      await expect(other.items).toHaveCount(26, { timeout: 1000 });
    }).toPass();
    await expect(other.items.last()).toContainText('Trip 02');
    await expect(other.items.filter({ hasText: 'Trip 01' })).toHaveCount(1);

    // A reload shows the server's order, the same.
    await other.page.reload();
    await other.openSidebar();
    await expect(other.items.first()).toContainText('Trip 01');
  });

  test('groups conversations by the day of their last message: Today, Yesterday, Previous 7 and 30 days, then months', async ({
    page,
    isMobile,
  }) => {
    await signInAsNewCustomer(page, 'history-groups');
    const trip = await createNamedConversation(page, 'Old trip');
    const written = new Date(trip.lastActivityAt);
    // The browser's clock runs from the conversation's last activity; jumping it forward fires the
    // sidebar's midnight timer, as a sidebar left open for days would see.
    await page.clock.install({ time: written });
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.openSidebar();

    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(written);
    let elapsedDays = 0;
    for (const [days, heading] of [
      [0, 'Today'],
      [1, 'Yesterday'],
      [3, 'Previous 7 days'],
      [20, 'Previous 30 days'],
      [70, month],
    ] as const) {
      if (days > elapsedDays) await page.clock.fastForward((days - elapsedDays) * DAY_MS);
      elapsedDays = days;
      const group = chat.sidebar.getByRole('list', { name: heading, exact: true });
      await expect(group.getByTestId('conversation-item')).toContainText('Old trip');
      await expect(chat.sidebar.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(chat.sidebar.getByRole('heading')).toHaveCount(1);
    }
    // Headings are not items: the list holds the conversation alone, and Tab skips the heading.
    await expect(chat.sidebar.getByRole('listitem')).toHaveCount(1);
    await chat.search.focus();
    await page.keyboard.press('Tab');
    await expect(chat.sidebar.getByRole('link', { name: 'Old trip' })).toBeFocused();
  });
});
