import { expect, test, type Page } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { createNamedConversation } from '../support/conversations';
import { realtimeConnected } from '../support/realtime';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

const SHOTS = process.env.PIN_SHOTS_DIR;

/** Saves a screenshot when PIN_SHOTS_DIR is set (the screenshots), else nothing. */
async function shot(page: Page, name: string, isMobile: boolean) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${isMobile ? 'phone' : 'desktop'}.png` });
}

/** The sidebar of one tab: its groups, a conversation's menu, the Archived view. */
class Sidebar extends ConversationPage {
  readonly pinned = this.page.getByRole('list', { name: 'Pinned' });
  readonly archived = this.page.getByRole('dialog', { name: 'Archived' });

  row(name: string) {
    return this.items.filter({ hasText: name });
  }

  async choose(name: string, action: 'Pin' | 'Unpin' | 'Archive') {
    await this.openSidebar();
    await this.page.getByRole('button', { name: `More actions for ${name}` }).click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  async openArchived() {
    await this.openSidebar();
    await this.page.getByTestId('archived-entry').click();
    await expect(this.archived).toBeVisible();
  }
}

/**
 * Issue 21's "done when": a person pins and archives conversations; a second tab of the same
 * customer follows at once, without reloading. On the `scale-out` project (PostgreSQL and Redis)
 * the second tab is on the other instance, so the change crosses Redis.
 */
test('pin a conversation to the top, archive one out of the list and restore it; another tab follows at once', async ({
  page,
  context,
  isMobile,
}) => {
  // Two tabs, a reload and a dozen round trips: over the default 30 s on a busy two-core machine.
  test.slow();
  if (SHOTS && isMobile) await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewCustomer(page, 'pins');
  for (const name of ['Alpha notes', 'Budget 2027', 'Cooking ideas']) await createNamedConversation(page, name);
  const here = new Sidebar(page, isMobile);
  await here.goto('/');
  await here.openSidebar();
  await expect(here.items).toHaveText(['Cooking ideas', 'Budget 2027', 'Alpha notes']);

  const otherInstance = test.info().project.name === 'scale-out' ? servers.scaleOut[1] : '';
  const there = new Sidebar(await context.newPage(), isMobile);
  const connected = realtimeConnected(there.page);
  await there.goto(`${otherInstance}/`);
  await connected;
  await there.openSidebar();
  await expect(there.items).toHaveCount(3);

  // Pinned: the oldest goes to the top, under "Pinned", here and in the other tab.
  await here.choose('Alpha notes', 'Pin');
  for (const tab of [here, there]) {
    await expect(tab.pinned.getByTestId('conversation-item')).toHaveText(['Alpha notes']);
    await expect(tab.items).toHaveText(['Alpha notes', 'Cooking ideas', 'Budget 2027']);
    await expect(tab.page.getByTestId('history-group').first()).toHaveText('Pinned');
  }
  await here.choose('Budget 2027', 'Pin');
  await expect(there.pinned.getByTestId('conversation-item')).toHaveText(['Budget 2027', 'Alpha notes']);
  await shot(page, 'pinned-sidebar', isMobile);
  // The server keeps the order: it is the same after a reload.
  await page.reload();
  await here.openSidebar();
  await expect(here.pinned.getByTestId('conversation-item')).toHaveText(['Budget 2027', 'Alpha notes']);
  await expect(here.items).toHaveText(['Budget 2027', 'Alpha notes', 'Cooking ideas']);

  // Archived: out of the list in both tabs, and in the Archived view, where it can be opened and read.
  await here.choose('Budget 2027', 'Archive');
  for (const tab of [here, there]) await expect(tab.items).toHaveText(['Alpha notes', 'Cooking ideas']);
  await here.choose('Cooking ideas', 'Archive');
  await expect(there.items).toHaveText(['Alpha notes']);
  await here.openArchived();
  const archivedItems = here.archived.getByTestId('archived-item');
  await expect(archivedItems).toHaveCount(2);
  await shot(page, 'archived-view', isMobile);
  await archivedItems.filter({ hasText: 'Budget 2027' }).getByRole('link').click();
  await expect(here.archived).toBeHidden();
  // On a phone the sidebar slides away as the conversation opens.
  if (isMobile) await here.expectSidebar(false);
  await expect(here.title).toHaveText('Budget 2027');
  await expect(page).toHaveURL(/conversation=[0-9a-f]{24}$/);

  // Restored: back in the list (pinned still) in both tabs, and out of the Archived view.
  await here.openArchived();
  await here.archived.getByRole('button', { name: 'Restore Budget 2027' }).click();
  await expect(archivedItems).toHaveText([/Cooking ideas/]);
  await page.keyboard.press('Escape');
  await expect(here.archived).toBeHidden();
  // Escape closed the view only: on a phone the sidebar under it stays open.
  await here.expectSidebar(true);
  for (const tab of [here, there]) {
    await expect(tab.pinned.getByTestId('conversation-item')).toHaveText(['Budget 2027', 'Alpha notes']);
    await expect(tab.items).toHaveText(['Budget 2027', 'Alpha notes']);
  }
  await expect(here.title).toHaveText('Budget 2027');

  // Unpinned: back among the others, by its last activity.
  await here.choose('Alpha notes', 'Unpin');
  await expect(there.pinned.getByTestId('conversation-item')).toHaveText(['Budget 2027']);
  await expect(there.items).toHaveText(['Budget 2027', 'Alpha notes']);
  await expect(there.page.getByTestId('history-group')).toHaveText(['Pinned', 'Today']);
});

/**
 * Issue 38 item 11: archiving the conversation one is in leaves it, as deleting it does (for a new
 * conversation); the Archived view has a Close button, reached with Tab as everything in it.
 */
test('archiving the open conversation leaves it for a new one; the Archived view closes with its Close button', async ({
  page,
  isMobile,
}) => {
  await signInAsNewCustomer(page, 'archive-open');
  await createNamedConversation(page, 'Alpha notes');
  const { _id } = await createNamedConversation(page, 'Budget 2027');
  const here = new Sidebar(page, isMobile);
  await here.goto(`/?conversation=${_id}`);
  await expect(here.title).toHaveText('Budget 2027');

  await here.choose('Budget 2027', 'Archive');
  await expect(page).toHaveURL(/\/\?conversation=new$/);
  await expect(here.title).toHaveText('New Conversation');
  await here.openSidebar();
  await expect(here.items).toHaveText(['Alpha notes']);

  await here.openArchived();
  const close = here.archived.getByRole('button', { name: 'Close', exact: true });
  await expect(close).toBeVisible();
  await shot(page, 'archived-close', isMobile);
  // Tab goes round the view's row (open, restore, delete) and reaches Close.
  for (let tabs = 0; tabs < 6 && !(await close.evaluate((button) => button === document.activeElement)); tabs += 1)
    await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(here.archived).toBeHidden();
});
