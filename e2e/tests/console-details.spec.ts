import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { useConsoleServer } from '../support/console-server';
import { codeFor } from '../support/outbox';

/** This test server's operators: one signs in through the API, the other signs up in the app. */
const OPERATOR = 'chief@example.test';
const NEWCOMER = 'newcomer@example.test';

/** What an operator reads in the console, and how they get there (issue 38, item 14). */
test.describe('the operator console, as an operator reads it', () => {
  test.describe.configure({ timeout: 120_000 });

  const server = useConsoleServer([OPERATOR, NEWCOMER]);

  test('an operator who signs up finds the console in the account menu without a reload', async ({ page, isMobile }) => {
    const { origin, outboxDir } = server();
    await page.goto(`${origin}/auth/signup`);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('E-mail').fill(NEWCOMER);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('6-digit code').fill(await codeFor(NEWCOMER, 1, [outboxDir]));
    await expect(page).toHaveURL(/\/\?conversation=new$/);

    const chat = new ConversationPage(page, isMobile);
    await chat.openSidebar();
    await chat.account.click();
    await expect(page.getByRole('menuitem', { name: 'Operator console' })).toHaveAttribute('href', '/admin');
  });
});
