import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { createNamedConversation } from '../support/conversations';
import { signInAsNewCustomer } from '../support/sign-in';

/**
 * Where the keyboard is (issue 38): on a desktop the composer has the focus wherever a conversation
 * opens, as in ChatGPT and Claude, and a dialog, the search or a message edit gives it back where it
 * was; on a phone nothing takes it by itself, which would open the keyboard over the conversation.
 */
test.describe('the composer and the focus on a desktop (issue 38)', () => {
  test.beforeEach(({ isMobile }) => test.skip(isMobile, 'a phone keeps its keyboard closed: see below'));

  test('focused on load, after New conversation and after opening a conversation from the sidebar', async ({ page }) => {
    await signInAsNewCustomer(page, 'focus');
    const lisbon = await createNamedConversation(page, 'Trip to Lisbon');
    const chat = new ConversationPage(page, false);

    await chat.goto('/');
    await expect(chat.composer).toBeFocused();
    await chat.goto(`/?conversation=${lisbon._id}`);
    await expect(chat.composer).toBeFocused();

    await page.getByRole('button', { name: 'New conversation' }).click();
    await expect(page).toHaveURL(/conversation=new$/);
    await expect(chat.composer).toBeFocused();

    await chat.items.filter({ hasText: 'Trip to Lisbon' }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`conversation=${lisbon._id}`));
    await expect(chat.composer).toBeFocused();

    // By keyboard too: Enter on the General entry.
    await page.getByRole('link', { name: 'General', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/conversation=general$/);
    await expect(chat.composer).toBeFocused();
  });

  test('a search result opens with the composer focused; a search closed gives the focus back where it was', async ({ page }) => {
    test.slow();
    await signInAsNewCustomer(page, 'focus-search');
    const chat = new ConversationPage(page, false);
    await chat.goto('/');
    await chat.send('Which birds nest on the cliffs of Madeira?');
    await chat.waitForAnswer(/offline demo model/);
    await expect(page).toHaveURL(/conversation=[0-9a-f]{24}$/);
    const conversation = page.url();
    await page.getByRole('button', { name: 'New conversation' }).click();
    await expect(chat.composer).toBeFocused();

    const search = page.getByTestId('message-search');
    const field = search.getByRole('combobox', { name: 'Search messages' });
    await page.keyboard.press('ControlOrMeta+k');
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(chat.composer).toBeFocused();

    const searchButton = chat.sidebar.getByRole('button', { name: 'Search messages' });
    await searchButton.click();
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchButton).toBeFocused();

    await page.keyboard.press('ControlOrMeta+k');
    await field.fill('cliffs of Madeira');
    await expect(search.getByTestId('search-hit').first()).toBeVisible();
    await field.press('Enter');
    await expect(search).toBeHidden();
    await expect(page).toHaveURL(new RegExp(conversation.split('?')[1]!));
    await expect(chat.composer).toBeFocused();

    // A hit in the conversation already open: no new conversation, the composer all the same.
    await page.getByRole('button', { name: 'Toggle sidebar' }).focus();
    await page.keyboard.press('ControlOrMeta+k');
    await field.fill('cliffs of Madeira');
    await search.getByTestId('search-hit').first().click();
    await expect(search).toBeHidden();
    await expect(chat.composer).toBeFocused();
  });

  test('a message edit and a dialog give the focus back where it was; a sent edit leaves it in the composer', async ({
    page,
  }) => {
    await signInAsNewCustomer(page, 'focus-edit');
    const chat = new ConversationPage(page, false);
    await chat.goto('/');
    await chat.send('Name a river in Portugal');
    await chat.waitForAnswer(/offline demo model/);

    const edit = chat.user.last().getByRole('button', { name: 'Edit and resend' });
    await edit.click();
    const editor = page.getByRole('textbox', { name: 'Edit your message' });
    await expect(editor).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(edit).toBeFocused();

    await edit.click();
    await editor.fill('Name a river in Spain');
    await editor.press('Enter');
    await expect(editor).toBeHidden();
    await expect(chat.composer).toBeFocused();
    await chat.waitForAnswer(/offline demo model/);

    const share = page.getByTestId('chat-share');
    await share.click();
    await expect(chat.dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chat.dialog).toBeHidden();
    await expect(share).toBeFocused();
  });
});

test.describe('the composer and the focus on a phone (issue 38)', () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'a desktop focuses the composer: see above'));

  test('nothing focuses the composer by itself: the keyboard stays closed', async ({ page }) => {
    await signInAsNewCustomer(page, 'focus-phone');
    const lisbon = await createNamedConversation(page, 'Trip to Lisbon');
    const chat = new ConversationPage(page, true);

    await chat.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(chat.composer).toBeVisible();
    await expect(chat.composer).not.toBeFocused();

    await chat.openSidebar();
    await chat.items.filter({ hasText: 'Trip to Lisbon' }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`conversation=${lisbon._id}`));
    await chat.expectSidebar(false);
    await expect(chat.composer).not.toBeFocused();

    await chat.openSidebar();
    await page.getByRole('button', { name: 'New conversation' }).click();
    await expect(page).toHaveURL(/conversation=new$/);
    await expect(chat.composer).not.toBeFocused();
  });
});
