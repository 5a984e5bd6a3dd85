import { CONVERSATION_MAX_CHARACTERS } from '@chat/protocol';
import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { ProfileImport } from '../pages/profile-import';
import { chatGptConversation, chatGptExportZip, longMessage } from '../support/chatgpt-export';
import { signInAsNewCustomer } from '../support/sign-in';

/** 30 exchanges of two messages of `perMessage` characters. */
const turnsOf = (perMessage: number) =>
  Array.from({ length: 30 }, (_, turn) => ({
    user: longMessage(perMessage, turn),
    assistant: longMessage(perMessage, turn + 1),
  }));

/**
 * Issue 37: a conversation has a size limit. A person whose conversation reaches it is told so in
 * plain words when they send, and nothing is lost; an import says which conversation it left out.
 */
test('a conversation at its size limit says so when a message is sent, and an import names the one too long', async ({
  page,
  isMobile,
}) => {
  await signInAsNewCustomer(page, 'full-conversation');
  const importer = new ProfileImport(page);
  await importer.goto();
  const now = new Date();
  // 3,000 characters short of the limit; the other past it (each message under the 100,000 kept).
  const nearlyFull = chatGptConversation({
    title: 'Long notes',
    createdAt: now,
    turns: turnsOf((CONVERSATION_MAX_CHARACTERS - 3000) / 60),
  });
  const tooLong = chatGptConversation({ title: 'Endless notes', createdAt: now, turns: turnsOf(26_000) });
  await importer.choose(chatGptExportZip([nearlyFull, tooLong]));
  await expect(importer.summary).toContainText('1 conversation imported (60 messages)');
  await expect(importer.summary.getByRole('listitem')).toHaveText(['Endless notes: it is longer than a conversation can be']);

  await page.getByRole('link', { name: 'Back to chat' }).click();
  const chat = new ConversationPage(page, isMobile);
  await chat.openSidebar();
  await chat.sidebar.getByRole('link', { name: 'Long notes' }).click();
  await chat.closeSidebar();
  // Still room: this question and its answer take it to the limit.
  await chat.send(`Summarise, please. ${'More notes. '.repeat(250)}`);
  await chat.waitForAnswer(/\S/);

  await chat.send('And one more thing?');
  await expect(
    page.getByText('This conversation has reached its maximum length. Start a new conversation to go on.'),
  ).toBeVisible();
  await expect(page.getByTestId('delivery-failed')).toContainText('Not sent');
  // What was there stays.
  await expect(chat.user).toContainText(['And one more thing?']);
});
