import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { chatGptConversation, chatGptExportZip } from '../support/chatgpt-export';
import { createNamedConversation } from '../support/conversations';
import { codeFor, uniqueEmail } from '../support/outbox';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

const SHOTS = process.env.SHARE_SHOTS_DIR;

/** Saves a screenshot when SHARE_SHOTS_DIR is set (the screenshots), else nothing. */
async function shot(page: Page, name: string, isMobile: boolean) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${isMobile ? 'phone' : 'desktop'}.png` });
}

/** Imports a conversation of `turns` for the signed-in `page` and shares it: answers the link's token. */
async function shareThroughApi(page: Page, title: string, turns: { user: string; assistant: string }[]) {
  const conversation = chatGptConversation({ title, createdAt: new Date(Date.now() - 86_400_000), turns });
  const imported = await page.request.post('/api/conversations/import', {
    headers: { origin: servers.ai },
    multipart: { file: chatGptExportZip([conversation]) },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const [shared] = ((await (await page.request.get('/api/conversations')).json()) as { conversations: { _id: string }[] })
    .conversations;
  const saved = await page.request.put(`/api/shares/conversations/${shared!._id}`, {
    headers: { origin: servers.ai },
    data: { includeFiles: false },
  });
  return ((await saved.json()) as { share: { token: string } }).share.token;
}

/** A browser nobody signed in to, on the viewport of the test's project. */
function signedOutContext(browser: Browser, isMobile: boolean) {
  return browser.newContext({
    baseURL: servers.ai,
    ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
}

/**
 * Issue 20, "Share a conversation": the owner shares a conversation with Markdown, code and math; a
 * signed-out browser opens the link and reads it rendered, out of search engines; later messages
 * wait for "Update link"; the guest continues it after signing in; a deleted link no longer works.
 */
test.describe('sharing a conversation', () => {
  test.use({ baseURL: servers.ai });

  test('share, read signed out, update, continue after sign-in, delete', async ({ page, browser, isMobile }) => {
    // Two browsers, two sign-ins and three answers: minutes on a machine shared with other runs.
    test.setTimeout(240_000);
    await signInAsNewCustomer(page, 'sharer');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.send('Please write MARKDOWN ANSWER 1 SECTIONS');
    await chat.waitForAnswer('Part 0');
    await expect(page).toHaveURL(/conversation=[0-9a-f]{24}$/);
    const title = page.getByTestId('chat-title');
    await expect(title).not.toHaveText('New Conversation');
    const name = (await title.textContent())!;

    // The sidebar row's "More actions" menu, by keyboard: its first item is Share.
    await chat.openSidebar();
    const more = page.getByRole('button', { name: `More actions for ${name}` });
    await more.focus();
    await more.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Share' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Anyone with the link can read the messages');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const url = await dialog.getByTestId('share-url').inputValue();
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
    await shot(page, 'share-dialog', isMobile);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Escape closed the dialog only: on a phone the drawer it was opened from is still there.
    await chat.closeSidebar();

    // A signed-out browser reads it, rendered as the chat renders it, and told to stay out of search engines.
    const guestContext = await signedOutContext(browser, isMobile);
    const guest = await guestContext.newPage();
    const response = await guest.goto(url);
    expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response!.headers()['referrer-policy']).toBe('no-referrer');
    await expect(guest.getByTestId('shared-title')).toHaveText(name);
    const answer = guest.getByTestId('message-assistant');
    await expect(answer.locator('h2')).toContainText('Part 0');
    await expect(answer.locator('strong').first()).toHaveText('part 0');
    await expect(answer.locator('pre code').first()).toContainText('export function part0');
    await expect(answer.locator('.katex').first()).toBeVisible();
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await shot(guest, 'shared-page', isMobile);
    const { violations } = await new AxeBuilder({ page: guest }).analyze();
    expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((v) => v.id)).toEqual(
      [],
    );

    // A later message is not in the link until "Update link".
    await chat.send('And a later question about LATER WORDS');
    await chat.waitForAnswer(/\S/);
    await guest.reload();
    await expect(guest.getByTestId('shared-title')).toHaveText(name);
    await expect(guest.getByTestId('message-user')).toHaveCount(1);
    await page.getByTestId('chat-share').click();
    await dialog.getByRole('button', { name: 'Update link' }).click();
    await expect(dialog.getByText(/^Snapshot of/)).toBeVisible();
    await expect(dialog.getByTestId('share-url')).toHaveValue(url);
    await page.keyboard.press('Escape');
    await guest.reload();
    await expect(guest.getByTestId('message-user')).toHaveCount(2);
    await expect(guest.getByTestId('message-user').last()).toContainText('LATER WORDS');

    // The guest continues it: through sign-in and back, into a copy of their own.
    await guest.getByRole('button', { name: 'Continue this conversation' }).click();
    await expect(guest).toHaveURL(/\/auth\/login$/);
    const guestEmail = uniqueEmail('continuer');
    await guest.getByLabel('E-mail or phone').fill(guestEmail);
    await guest.getByRole('button', { name: 'Send me a code' }).click();
    await guest.getByLabel('6-digit code').fill(await codeFor(guestEmail));
    await expect(guest).toHaveURL(/\/\?conversation=[0-9a-f]{24}$/, { timeout: 15_000 });
    await expect(guest.getByTestId('chat-title')).toHaveText(name);
    await expect(guest.getByTestId('message-user')).toHaveCount(2);
    await expect(guest.getByTestId('message-assistant').first().locator('.katex').first()).toBeVisible();

    // The owner's profile lists the link; deleting it makes it stop working.
    await page.goto('/account/profile');
    const links = page.getByRole('region', { name: 'Shared links' });
    await expect(links.getByTestId('shared-link')).toHaveCount(1);
    await expect(links).toContainText(name);
    await links.scrollIntoViewIfNeeded();
    await shot(page, 'profile-shared-links', isMobile);
    await links.getByRole('button', { name: `Delete the link to ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(links).toContainText('You have not shared any conversation.');

    await guest.goto(url);
    await expect(guest.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await shot(guest, 'shared-gone', isMobile);
    await guestContext.close();
  });

  test('a long shared conversation comes a page at a time as the reader scrolls to its end', async ({
    page,
    browser,
    isMobile,
  }) => {
    // 130 exchanges, made through the API by an import: pages of 50, 50 and 30 (server shares/pages.ts).
    await signInAsNewCustomer(page, 'long-sharer');
    const turns = Array.from({ length: 130 }, (_, index) => ({
      user: `Long question ${index}`,
      assistant: `Long answer ${index}`,
    }));
    const token = await shareThroughApi(page, 'A long story', turns);

    const guestContext = await signedOutContext(browser, isMobile);
    const guest = await guestContext.newPage();
    await guest.goto(`/s/${token}`);
    const questions = guest.getByTestId('message-user');
    await expect(questions.first()).toContainText('Long question 0');
    // The first page only, and the line that says more is coming.
    await expect(questions).toHaveCount(50);
    await expect(guest.getByTestId('shared-more')).toContainText('Loading more messages…');

    // Near the end of each page the next one comes, below what the reader sees: nothing moves.
    for (const count of [100, 130]) {
      const anchor = questions.nth(count === 100 ? 49 : 99);
      await anchor.scrollIntoViewIfNeeded();
      const before = (await anchor.boundingBox())!.y;
      await expect(questions).toHaveCount(count);
      expect((await anchor.boundingBox())!.y).toBe(before);
    }
    const last = guest.getByTestId('message-assistant').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toContainText('Long answer 129');
    await expect(last).toBeInViewport();
    await expect(guest.getByTestId('shared-more')).toHaveCount(0);
    await shot(guest, 'shared-long-end', isMobile);
    await guestContext.close();
  });

  // Issue 38: "Create an account" on the sign-in screen lost where the guest was going, so a new
  // account landed on an empty chat.
  test('a guest who creates an account to continue lands in their copy', async ({ page, browser, isMobile }) => {
    test.slow();
    await signInAsNewCustomer(page, 'signup-sharer');
    const token = await shareThroughApi(page, 'Kept through sign-up', [
      { user: 'Question to keep', assistant: 'Answer to keep' },
    ]);
    const guestContext = await signedOutContext(browser, isMobile);
    const guest = await guestContext.newPage();
    await guest.goto(`/s/${token}`);
    await guest.getByRole('button', { name: 'Continue this conversation' }).click();
    await expect(guest).toHaveURL(/\/auth\/login$/);
    await guest.getByRole('link', { name: 'Create an account' }).click();
    await expect(guest).toHaveURL(/\/auth\/signup$/);
    const email = uniqueEmail('signup-continuer');
    await guest.getByLabel('Full name').fill('Ana Continuer');
    await guest.getByLabel('E-mail').fill(email);
    await guest.getByRole('button', { name: 'Create account' }).click();
    await guest.getByLabel('6-digit code').fill(await codeFor(email));
    await expect(guest).toHaveURL(/\/\?conversation=[0-9a-f]{24}$/, { timeout: 15_000 });
    await expect(guest.getByTestId('chat-title')).toHaveText('Kept through sign-up');
    await expect(guest.getByTestId('message-user')).toHaveCount(1);
    await expect(guest.getByTestId('message-user')).toContainText('Question to keep');
    await expect(guest.getByTestId('message-assistant')).toContainText('Answer to keep');
    await guestContext.close();
  });

  test('a malformed or unknown link answers "This link no longer works"', async ({ page }) => {
    test.slow();
    for (const path of ['/s/not-a-token', '/s/AAAAAAAAAAAAAAAAAAAAAA', `/s/${'x'.repeat(300)}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'This link no longer works' }), path).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the chat' })).toBeVisible();
    }
  });
});

/** Issue 38 item 10: "Delete link" in the share dialog asks first, as every other deletion does. */
test('"Delete link" in the share dialog asks first: Cancel keeps the link, Delete stops it', async ({ page, isMobile }) => {
  await signInAsNewCustomer(page, 'share-ask');
  const { _id } = await createNamedConversation(page, 'Trip to Lisbon');
  const shared = await page.request.put(`/api/shares/conversations/${_id}`, {
    headers: { origin: servers.demo },
    data: { includeFiles: false },
  });
  expect(shared.ok()).toBe(true);
  const liveLinks = async () => ((await (await page.request.get('/api/shares')).json()) as { shares: unknown[] }).shares.length;

  const chat = new ConversationPage(page, isMobile);
  await chat.goto(`/?conversation=${_id}`);
  await page.getByTestId('chat-share').click();
  const share = page.getByRole('dialog', { name: 'Share “Trip to Lisbon”' });
  await expect(share.getByTestId('share-url')).toHaveValue(/\/s\//);

  await share.getByRole('button', { name: 'Delete link' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete link' });
  await expect(ask).toContainText('The link to “Trip to Lisbon” will stop working for everyone who has it.');
  await shot(page, 'share-delete-confirm', isMobile);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(share.getByTestId('share-url')).toBeVisible();
  expect(await liveLinks()).toBe(1);

  await share.getByRole('button', { name: 'Delete link' }).click();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await liveLinks()).toBe(0);
});
