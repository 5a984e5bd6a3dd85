import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { ProfileImport } from '../pages/profile-import';
import { sampleChatGptExportFile, SAMPLE_SENTENCES } from '../support/chatgpt-export';
import { signInAsNewCustomer } from '../support/sign-in';

const TITLE = 'Explain TCP slow start';

/**
 * Issue 20's "done when", in one go as a person does it: bring the ChatGPT history, find a sentence
 * of it with Ctrl+K, land on that message, share the conversation, read the link signed out in
 * another browser, and take it away as Markdown. Desktop and phone run it on the embedded default
 * (PGlite); the `scale-out` project runs it on PostgreSQL and Redis.
 */
test('import a ChatGPT export, find a sentence with Ctrl+K, open it there, share it, read it signed out, export it', async ({
  page,
  browser,
  isMobile,
}) => {
  // An upload, a search, two browsers and a download: over the default 30 s on a busy two-core machine.
  test.slow();
  await signInAsNewCustomer(page, 'portable');
  const importer = new ProfileImport(page);
  await importer.goto();
  await importer.choose(sampleChatGptExportFile());
  await expect(importer.summary).toHaveText('3 conversations imported (14 messages)');

  const chat = new ConversationPage(page, isMobile);
  await chat.goto('/');
  await page.keyboard.press('ControlOrMeta+k');
  const search = page.getByTestId('message-search');
  await search.getByRole('combobox', { name: 'Search messages' }).fill('"doubles it every round trip"');
  const hit = search.getByTestId('search-hit');
  await expect(hit).toHaveCount(1);
  await expect(hit.getByTestId('search-hit-conversation')).toHaveText(TITLE);
  await hit.click();
  const landed = page.locator('[data-highlighted]');
  await expect(landed).toContainText(SAMPLE_SENTENCES.tcp);
  await expect(landed).toBeInViewport();

  await page.getByTestId('chat-share').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByTestId('share-url').inputValue();
  await page.keyboard.press('Escape');

  const elsewhere = await browser.newContext();
  const guest = await elsewhere.newPage();
  await guest.goto(url);
  await expect(guest.getByTestId('shared-title')).toHaveText(TITLE);
  await expect(guest.getByTestId('message-assistant').filter({ hasText: SAMPLE_SENTENCES.tcp })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Continue this conversation' })).toBeVisible();
  await elsewhere.close();

  await chat.openSidebar();
  await page.getByRole('button', { name: `More actions for ${TITLE}` }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export as Markdown' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${TITLE}.md`);
  const markdown = (await readFile(await download.path())).toString('utf8');
  expect(markdown).toMatch(new RegExp(`^# ${TITLE}\n`));
  expect(markdown).toContain(SAMPLE_SENTENCES.tcp);
});
