import { expect, test, type Page } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { createNamedConversation } from '../support/conversations';
import { codeFor, uniqueEmail } from '../support/outbox';
import { seedLongConversation, type LongConversation } from '../support/long-conversation';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

/** The search dialog as a person uses it (issue 20). */
function searchDialog(page: Page) {
  const dialog = page.getByTestId('message-search');
  return {
    dialog,
    field: dialog.getByRole('combobox', { name: 'Search messages' }),
    hits: dialog.getByTestId('search-hit'),
  };
}

const highlighted = (page: Page) => page.locator('[data-highlighted]');

test.describe('searching every message (issue 20)', () => {
  test('Ctrl+K finds a sentence in a conversation and in the general chat, and opens each at its message', async ({
    page,
    isMobile,
  }) => {
    // Two answers of the demo model and three searches: more than the default 30 s on a busy machine.
    test.slow();
    await signInAsNewCustomer(page, 'search');
    const conversation = await createNamedConversation(page, 'Picnic plans');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto(`/?conversation=${conversation._id}`);
    await chat.send('Remember the striped umbrella for the picnic');
    await chat.waitForAnswer(/offline demo model/);
    await chat.goto('/?conversation=general');
    await chat.send('Where did I park my bicycle yesterday?');
    await chat.waitForAnswer(/offline demo model/);
    await chat.goto('/');

    await page.keyboard.press('ControlOrMeta+k');
    const search = searchDialog(page);
    await expect(search.field).toBeFocused();
    await expect(search.dialog).toContainText('"Quotes" find a phrase');
    await search.field.fill('striped umbrellas');
    await expect(search.hits).toHaveCount(1);
    await expect(search.hits.first().getByTestId('search-hit-conversation')).toHaveText('Picnic plans');
    await expect(search.hits.first().locator('mark')).toHaveText(['striped', 'umbrella']);
    await search.field.press('Enter');
    await expect(search.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`conversation=${conversation._id}`));
    await expect(highlighted(page)).toContainText('Remember the striped umbrella for the picnic');

    await page.keyboard.press('ControlOrMeta+k');
    await search.field.fill('bicycles');
    await expect(search.hits.first().getByTestId('search-hit-conversation')).toHaveText('General');
    await search.hits.first().click();
    await expect(page).toHaveURL(/conversation=general/);
    await expect(highlighted(page)).toContainText('Where did I park my bicycle yesterday?');

    await page.keyboard.press('ControlOrMeta+k');
    await search.field.fill('"umbrella striped"');
    await expect(search.dialog).toContainText('No messages match “"umbrella striped"”.');
    await page.keyboard.press('Escape');
    await expect(search.dialog).toBeHidden();
  });
});

test.describe('a message far back in a long conversation (issue 20)', () => {
  let server: OwnServer | undefined;
  const long: LongConversation = {
    email: uniqueEmail('search-long'),
    conversationId: 'c'.repeat(24),
    name: 'Ship log',
    exchanges: 320,
    farBack: 290,
    question: 'The lighthouse keeper painted seventeen blue herons',
  };

  test.beforeEach(async ({ browserName: _browser }, testInfo) => {
    // A server of its own starts (about 10 s on a busy two-core machine) before the test's own steps.
    testInfo.setTimeout(180_000);
    server = await startOwnServer(servers.searchPortBase + testInfo.parallelIndex, {}, (dataDir) =>
      seedLongConversation(dataDir, long),
    );
  });
  test.afterEach(async () => {
    await server?.stop();
  });

  test('the sidebar’s Search finds it and the conversation opens scrolled back to it, highlighted', async ({
    page,
    isMobile,
  }) => {
    const { origin, outboxDir } = server!;
    expect((await page.request.post(`${origin}/api/customers/auth/otp`, { data: { identifier: long.email } })).status()).toBe(
      200,
    );
    const code = await codeFor(long.email, 1, [outboxDir]);
    const verified = await page.request.post(`${origin}/api/customers/auth/login/verify`, {
      data: { identifier: long.email, code },
    });
    expect(verified.status()).toBe(200);

    const chat = new ConversationPage(page, isMobile);
    await chat.goto(`${origin}/`);
    await chat.openSidebar();
    await page.getByRole('button', { name: 'Search messages' }).click();
    const search = searchDialog(page);
    await search.field.fill('blue heron');
    await expect(search.hits).toHaveCount(1);
    await expect(search.hits.first().getByTestId('search-hit-conversation')).toHaveText('Ship log');
    await search.field.press('ArrowDown');
    await search.field.press('Enter');

    const target = highlighted(page);
    await expect(target).toContainText(long.question);
    await expect(target).toBeInViewport();
    await expect(chat.title).toHaveText('Ship log');
  });
});
