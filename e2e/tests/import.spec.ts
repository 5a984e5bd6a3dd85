import { expect, test, type Route } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { ProfileImport } from '../pages/profile-import';
import {
  ABANDONED_SENTENCE,
  chatGptExport,
  chatGptExportZip,
  SAMPLE_SENTENCES,
  sampleChatGptExportFile,
  sampleChatGptSpecs,
} from '../support/chatgpt-export';
import { signInAsNewCustomer } from '../support/sign-in';

const DAY_MS = 86_400_000;

/**
 * Issue 20: a person brings their ChatGPT history. From the profile they upload the export, see its
 * progress and a summary, then find the conversations in the sidebar under the dates they had,
 * named as they were, and open one to read it (the current branch, not the edited-away one).
 */
test.describe('import of a ChatGPT export (issue 20)', () => {
  test('imports from the profile with progress and a summary; the sidebar shows the conversations by date', async ({
    page,
    isMobile,
  }) => {
    await signInAsNewCustomer(page, 'import');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.openSidebar();
    await expect(chat.items).toHaveCount(0);

    // In the app, as a person goes: the sidebar's list already loaded must refresh after the import.
    await chat.account.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const importer = new ProfileImport(page);
    await expect(importer.section).toBeVisible();
    await expect(importer.section).toContainText('Bring your history from ChatGPT');

    // The answer is held until the progress has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/conversations/import', async (route: Route) => {
      await held;
      await route.continue();
    });
    const now = new Date();
    await importer.choose(sampleChatGptExportFile(now));
    await expect(importer.progress).toBeVisible();
    await expect(importer.section).toContainText(/Uploading conversations\.json…|Importing conversations\.json…/);
    await expect(importer.section.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    release();
    await expect(importer.summary).toHaveText('3 conversations imported (14 messages)');
    await expect(importer.progress).toBeHidden();
    await page.unroute('**/api/conversations/import');

    await page.getByRole('link', { name: 'Back to chat' }).click();
    await chat.openSidebar();
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
      new Date(now.getTime() - 400 * DAY_MS),
    );
    for (const [heading, name] of [
      ['Today', 'Sourdough starter troubleshooting'],
      ['Previous 7 days', 'Trip to Lisbon in spring'],
      [month, 'Explain TCP slow start'],
    ] as const)
      await expect(chat.sidebar.getByRole('list', { name: heading, exact: true })).toContainText(name);
    await expect(chat.items).toHaveCount(3);

    await chat.sidebar.getByRole('link', { name: 'Sourdough starter troubleshooting' }).click();
    await expect(chat.user.first()).toContainText('My sourdough starter smells like nail polish remover. Is it ruined?');
    await expect(chat.assistant.first()).toContainText(SAMPLE_SENTENCES.sourdough);
    await expect(chat.user).toHaveCount(2);
    await expect(page.getByText(ABANDONED_SENTENCE)).toHaveCount(0);
  });

  test('takes the ZIP ChatGPT mails, says what it left out, and refuses a file that is not an export', async ({ page }) => {
    await signInAsNewCustomer(page, 'import-zip');
    const importer = new ProfileImport(page);
    await importer.goto();

    const conversations = chatGptExport(sampleChatGptSpecs());
    const broken = { ...structuredClone(conversations[0]!), title: 'Half a conversation' };
    broken.mapping[broken.current_node]!.parent = 'lost-node';
    await importer.choose(chatGptExportZip([broken, ...conversations.slice(1)]));
    await expect(importer.summary).toContainText('2 conversations imported (10 messages)');
    await expect(importer.summary).toContainText('1 conversation left out:');
    await expect(importer.summary.getByRole('listitem')).toHaveText([
      'Half a conversation: the file refers to messages it does not contain',
    ]);

    await expect(importer.section.getByRole('button', { name: 'Import another file' })).toBeEnabled();
    await importer.choose({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"notes": []}') });
    await expect(importer.error).toHaveText(
      'This file is not a ChatGPT export or one of ours. Upload the ZIP ChatGPT e-mailed you, its conversations.json, or an export of this app.',
    );
    await expect(importer.summary).toBeHidden();
    await importer.choose({ name: 'conversations.json', mimeType: 'application/json', buffer: Buffer.from('[[[[') });
    await expect(importer.error).toHaveText('This file is not a ChatGPT export or one of ours: it is not JSON.');
  });

  // Issue 38: the same export imported twice silently doubled every conversation.
  test('says what was already imported when the same export comes again, and imports it once', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'import-twice');
    const importer = new ProfileImport(page);
    await importer.goto();
    const file = sampleChatGptExportFile(new Date());
    await importer.choose(file);
    await expect(importer.summary).toHaveText('3 conversations imported (14 messages)');

    await importer.choose(file);
    await expect(importer.summary).toContainText('0 conversations imported (0 messages)');
    await expect(importer.summary).toContainText('3 conversations were already imported, so they were left out.');
    await expect(importer.summary.getByRole('listitem')).toHaveCount(0);

    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.openSidebar();
    await expect(chat.items).toHaveCount(3);
  });
});
