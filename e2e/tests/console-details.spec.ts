import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ConsolePage } from '../pages/console-page';
import { ConversationPage } from '../pages/conversation-page';
import { useConsoleServer, type ConsoleServer } from '../support/console-server';
import { createNamedConversation } from '../support/conversations';
import { codeFor, uniqueEmail } from '../support/outbox';

/** This test server's operators: one signs in through the API, the other signs up in the app. */
const OPERATOR = 'chief@example.test';
const NEWCOMER = 'newcomer@example.test';

/** A customer with a name, signed in on the test's server; `question` asked in a conversation named `conversation`. */
async function customerWhoAsked(
  server: ConsoleServer,
  browser: Browser,
  name: string,
  conversation: string,
  question: string,
): Promise<{ page: Page; email: string; chat: ConversationPage }> {
  const email = uniqueEmail('console-customer');
  const page = await server.signedIn(browser, email);
  expect((await page.request.put('/api/customers', { data: { name } })).ok()).toBe(true);
  const { _id } = await createNamedConversation(page, conversation);
  const chat = new ConversationPage(page, false);
  await chat.goto(`/?conversation=${_id}`);
  await chat.send(question);
  await chat.waitForAnswer(question);
  return { page, email, chat };
}

/** Where `locator` is once it has stopped moving (two looks in a row agree). */
async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = '';
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(async () => {
      const before = last;
      box = await locator.boundingBox();
      last = JSON.stringify(box);
      return box !== null && last === before;
    })
    .toBe(true);
  return box!;
}

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
    const consoleItem = page.getByRole('menuitem', { name: 'Operator console' });
    await chat.openSidebar();
    await chat.account.click();
    await expect(consoleItem).toHaveAttribute('href', '/admin');

    // An edit of the profile, whose answer carries no operator flag, keeps the way in.
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByLabel('Full name').fill('Grace B. Hopper');
    await page.getByRole('region', { name: 'Personal details' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    // On a phone the toast comes below the header, never over "Back to chat" (a tap there would
    // land on the toast, and a pointer resting on it holds it on screen). Its place once it has slid in:
    const backToChat = page.getByRole('link', { name: 'Back to chat' });
    const toast = await settledBox(page.locator('[data-sonner-toast]'));
    const link = (await backToChat.boundingBox())!;
    const overlaps =
      toast.y < link.y + link.height &&
      link.y < toast.y + toast.height &&
      toast.x < link.x + link.width &&
      link.x < toast.x + toast.width;
    expect(overlaps, 'the toast covers "Back to chat"').toBe(false);
    await backToChat.click();
    await chat.openSidebar();
    await chat.account.click();
    await expect(consoleItem).toBeVisible();
  });

  test.describe('on a desktop', () => {
    test.skip(({ isMobile }) => isMobile, 'the console read at a desk; the phone has its own test below');

    test('the audit log says in words what was done to whom, the ids beside', async ({ browser }) => {
      const ada = await customerWhoAsked(server(), browser, 'Ada Lovelace', 'Engines', 'Question for the audit log');
      const boss = await server().signedIn(browser, OPERATOR);
      const admin = new ConsolePage(boss);
      await boss.goto('/admin');
      await admin.openCustomer(ada.email);
      const customerId = boss.url().split('/').pop()!;
      await admin.grant('Plus', 'Week', 'A week to try Plus');
      await admin.open('Models and plans');
      await admin.plan('starter').getByLabel('Name').fill('Starter+');
      await admin.plan('starter').getByRole('button', { name: 'Save' }).click();
      await expect(admin.plan('starter').getByText('Saved.')).toBeVisible();

      await admin.open('Audit log');
      const log = boss.getByRole('list', { name: 'Audit log' });
      const grant = log.getByRole('listitem').filter({ hasText: 'Granted a subscription to Ada Lovelace' });
      await expect(grant).toContainText(customerId);
      await expect(grant).toContainText('A week to try Plus');
      await expect(log.getByRole('listitem').filter({ hasText: 'Changed the plan Starter+' })).toContainText('starter');
      await expect(log).not.toContainText('subscription.grant');
      await expect(log).not.toContainText('plan.update');
      // The entries, with their links in small print, pass axe (accessibility.spec.ts sees the log empty).
      const { violations } = await new AxeBuilder({ page: boss }).include('main').analyze();
      expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
    });

    test('a report names the conversation it comes from', async ({ browser }) => {
      const bob = await customerWhoAsked(server(), browser, 'Bob Marley', 'Trip to Rome', 'Where to eat near the Pantheon?');
      await bob.chat.assistant.last().getByRole('button', { name: 'Report' }).click();
      const form = bob.page.getByRole('dialog', { name: 'Report content' });
      await form.getByLabel('Description').fill('The answer only repeats me.');
      await form.getByRole('button', { name: 'Submit report' }).click();
      await expect(form).toBeHidden();
      const conversationId = new URL(bob.page.url()).searchParams.get('conversation')!;

      const boss = await server().signedIn(browser, OPERATOR);
      await boss.goto('/admin/reports');
      const report = boss.getByRole('listitem').filter({ hasText: 'The answer only repeats me.' });
      await expect(report).toContainText('Trip to Rome');
      await expect(report).not.toContainText(conversationId);
    });

    test('counts agree with their number: 1 message, 1 session', async ({ browser }) => {
      const cleo = await customerWhoAsked(server(), browser, 'Cleo Count', 'Counting', 'Just one question');
      const boss = await server().signedIn(browser, OPERATOR);
      const admin = new ConsolePage(boss);
      await boss.goto('/admin');
      await expect(boss.getByRole('img', { name: /^Line chart: 1 message, 1 active customer and 2 sign-ups/ })).toBeVisible();
      await admin.openCustomer(cleo.email);
      await expect(boss.getByText(/^1 message, [\d,]+ tokens$/).first()).toBeVisible();
      await boss.getByRole('button', { name: 'End all sessions' }).click();
      const dialog = boss.getByRole('dialog', { name: 'End all sessions' });
      await dialog.getByLabel('Reason').fill('Lost phone');
      await dialog.getByRole('button', { name: 'End all sessions' }).click();
      await expect(boss.getByText('Signed out: 1 session ended.')).toBeVisible();
    });

    test('the activity chart joins the figures without inventing any between them', async ({ browser }) => {
      await customerWhoAsked(server(), browser, 'Dan Draw', 'Charts', 'A question for the chart');
      const boss = await server().signedIn(browser, OPERATOR);
      await boss.goto('/admin');
      for (const [range, title] of [
        ['Today', 'Activity by hour'],
        ['7 days', 'Activity by day'],
      ]) {
        await boss.getByRole('button', { name: range }).click();
        const chart = boss.getByRole('region', { name: title });
        const lines = chart.getByRole('img', { name: /^Line chart/ }).locator('path.recharts-line-curve');
        await expect(lines).toHaveCount(3);
        // Straight segments only (M, L, H, V, Z): a Bézier (C) is a smoothing that draws values no hour had.
        for (const line of await lines.all()) expect(await line.getAttribute('d')).toMatch(/^[MLHVZ\d\s.,-]+$/);
      }
    });
  });

  test.describe('on a phone', () => {
    test.skip(({ isMobile }) => !isMobile, 'a desktop lists the sections in a column of the sidebar');

    test('every section of the console is in sight, none off the screen', async ({ browser }) => {
      const boss = await server().signedIn(browser, OPERATOR, devices['Pixel 7']);
      await boss.goto('/admin');
      const links = new ConsolePage(boss).nav.getByRole('link');
      await expect(links).toHaveCount(6);
      const width = boss.viewportSize()!.width;
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await new ConsolePage(boss).open('Audit log');
    });
  });
});
