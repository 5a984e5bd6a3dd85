import { expect, test, type Page } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { createNamedConversation } from '../support/conversations';
import { signInThroughApi, uniqueEmail } from '../support/outbox';
import { signInAsNewCustomer } from '../support/sign-in';

/** What the chat screen shows in place of a conversation that is gone (issue 38). */
const GONE = "This conversation doesn't exist or was deleted";
const QUESTION = 'Where do pelicans spend the winter?';

/** Everything this origin keeps in the browser's storage, as text. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));

/** A conversation with one question and the demo's answer; answers its address. */
async function answeredConversation(chat: ConversationPage): Promise<string> {
  await chat.goto('/');
  await chat.send(QUESTION);
  await chat.waitForAnswer(/offline demo model/);
  await expect(chat.page).toHaveURL(/conversation=[0-9a-f]{24}$/);
  return chat.page.url();
}

async function expectGone(chat: ConversationPage) {
  await expect(chat.page.getByRole('heading', { name: GONE })).toBeVisible();
  await expect(chat.user).toHaveCount(0);
  await expect(chat.assistant).toHaveCount(0);
  // Nothing to send to: "Not sent." was all a message written there could get.
  await expect(chat.composer).toHaveCount(0);
}

test.describe('a deleted conversation stays deleted (issue 38)', () => {
  test('deleted, then Back and a reload of its address: it is gone, on screen and on the device', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'deleted');
    const chat = new ConversationPage(page, isMobile);
    const address = await answeredConversation(chat);
    expect(await storedText(page)).toContain(QUESTION);

    await chat.openSidebar();
    await chat.items
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await chat.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/conversation=new$/);
    await expect(chat.items).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(address);
    await expectGone(chat);
    expect(await storedText(page)).not.toContain(QUESTION);

    await page.reload();
    await expectGone(chat);
    expect(await storedText(page)).not.toContain(QUESTION);

    await page.getByRole('button', { name: 'Start a new conversation' }).click();
    await expect(page).toHaveURL(/conversation=new$/);
    await expect(chat.title).toHaveText('New Conversation');
    await expect(chat.composer).toBeVisible();
  });

  test('deleted in another tab: this one lets go of it at once', async ({ page, context, isMobile }) => {
    await signInAsNewCustomer(page, 'deleted-elsewhere');
    const chat = new ConversationPage(page, isMobile);
    const address = await answeredConversation(chat);

    const other = await context.newPage();
    const otherChat = new ConversationPage(other, isMobile);
    await otherChat.goto(address);
    await expect(otherChat.user).toContainText(QUESTION);
    await otherChat.openSidebar();
    await otherChat.items
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await otherChat.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(other).toHaveURL(/conversation=new$/);

    await expectGone(chat);
    await chat.openSidebar();
    await expect(chat.items).toHaveCount(0);
    expect(await storedText(page)).not.toContain(QUESTION);
    await other.close();
  });

  test('an address no conversation of this customer has says so', async ({ page, playwright, baseURL, isMobile }) => {
    await signInAsNewCustomer(page, 'no-such');
    const chat = new ConversationPage(page, isMobile);

    // Never made.
    await page.goto('/?conversation=0123456789abcdef01234567');
    await expectGone(chat);
    // Not an id at all.
    await page.goto('/?conversation=not-a-conversation');
    await expectGone(chat);
    // Another customer's: the server answers as for one that does not exist (§7), and nothing of it shows.
    const stranger = await playwright.request.newContext({ baseURL });
    await signInThroughApi(stranger, uniqueEmail('stranger'));
    const secret = await createNamedConversation(stranger, 'Secret plans');
    await stranger.dispose();
    await page.goto(`/?conversation=${secret._id}`);
    await expectGone(chat);
    await expect(page.getByText('Secret plans')).toHaveCount(0);
  });
});
