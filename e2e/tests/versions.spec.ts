import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { createNamedConversation } from '../support/conversations';
import { fakeAiRequests } from '../support/fake-ai-requests';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

// The fake model (TAKES questions are answered "Take 1.", "Take 2."…); the scale-out project keeps
// its own first instance, on PostgreSQL and Redis.
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter's pattern
test.use({ baseURL: async ({}, use, testInfo) => use(testInfo.project.name === 'scale-out' ? servers.scaleOut[0] : servers.ai) });

/**
 * Issue 21's "done when" for versions: a person regenerates an answer twice and moves between the
 * three versions, edits an earlier question and goes back to the old branch, as they left it.
 */
test('regenerate twice and move between the three answers; edit an earlier question and return to the old branch', async ({
  page,
  isMobile,
}) => {
  test.slow();
  await signInAsNewCustomer(page, 'versions');
  const id = randomBytes(4).toString('hex');
  const conversation = await createNamedConversation(page, `Versions ${id}`);
  const chat = new ConversationPage(page, isMobile);
  await chat.goto(`/?conversation=${conversation._id}`);
  await chat.send(`First question ${id}`);
  await chat.waitForAnswer(`First question ${id}`);
  await chat.send(`Second question TAKES ${id}`);
  await chat.waitForAnswer('Take 1.');

  const last = chat.assistant.last();
  const pager = last.getByTestId('version-pager');
  await last.getByRole('button', { name: 'Regenerate' }).click();
  await chat.waitForAnswer('Take 2.');
  await expect(pager).toContainText('2 / 2');
  await last.getByRole('button', { name: 'Regenerate' }).click();
  await chat.waitForAnswer('Take 3.');
  await expect(pager).toContainText('3 / 3');
  await expect(chat.assistant).toHaveCount(2);

  await pager.getByRole('button', { name: 'Previous version' }).click();
  await expect(last).toContainText('Take 2.');
  await expect(pager).toContainText('2 / 3');
  await pager.getByRole('button', { name: 'Previous version' }).click();
  await expect(last).toContainText('Take 1.');
  await expect(pager.getByRole('button', { name: 'Previous version' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next version' }).click();
  await expect(last).toContainText('Take 2.');
  await expect(pager).toContainText('2 / 3');

  // An edit of the first question starts a branch of its own: the model hears only that branch.
  await chat.user.first().getByRole('button', { name: 'Edit and resend' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit your message' });
  await expect(editor).toHaveValue(`First question ${id}`);
  await editor.fill(`Edited first ${id}`);
  await editor.press('Enter');
  await chat.waitForAnswer(`Edited first ${id}`);
  await expect(chat.user).toHaveCount(1);
  const firstPager = chat.assistant.first().getByTestId('version-pager');
  await expect(firstPager).toContainText('2 / 2');
  const asked = (await fakeAiRequests()) as { messages: { content: unknown }[] }[];
  const editRequest = asked.find((request) => JSON.stringify(request.messages.at(-1)).includes(`Edited first ${id}`));
  expect(JSON.stringify(editRequest?.messages)).not.toContain(`Second question TAKES ${id}`);

  // Back to the old branch: both exchanges, the second on the version it was left at.
  await firstPager.getByRole('button', { name: 'Previous version' }).click();
  await expect(chat.user).toHaveCount(2);
  await expect(chat.assistant.first()).toContainText(`First question ${id}`);
  await expect(chat.assistant.last()).toContainText('Take 2.');
  await expect(chat.assistant.last().getByTestId('version-pager')).toContainText('2 / 3');

  // As the server keeps it: a reload shows the same branch.
  await page.reload();
  await expect(chat.assistant.last()).toContainText('Take 2.');
  await expect(chat.assistant.first().getByTestId('version-pager')).toContainText('1 / 2');
});
