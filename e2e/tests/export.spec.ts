import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { ConversationPage } from '../pages/conversation-page';
import { createNamedConversation } from '../support/conversations';
import { signInAsNewCustomer } from '../support/sign-in';

const NAME = 'Trip/Rome 日本';
const QUESTION = 'Where to eat near the Pantheon?';

const downloaded = async (download: Download) => readFile(await download.path());

test.describe('export (issue 20)', () => {
  test('exports a conversation as Markdown and as JSON from its menu, by pointer and by keyboard', async ({ page, isMobile }) => {
    // An answer, two downloads and the menu by keyboard: over the default 30 s on a loaded two-core machine.
    test.setTimeout(60_000);
    await signInAsNewCustomer(page, 'export');
    const id = (await createNamedConversation(page, NAME))._id;
    const chat = new ConversationPage(page, isMobile);
    await chat.goto(`/?conversation=${id}`);
    await chat.send(QUESTION);
    await chat.waitForAnswer(/\S/);
    await chat.openSidebar();

    const trigger = chat.items.filter({ hasText: NAME }).getByRole('button', { name: `More actions for ${NAME}` });
    const menu = page.getByRole('menu', { name: `More actions for ${NAME}` });
    await trigger.click();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Share',
      'Export as Markdown',
      'Export as JSON',
      'Instructions for this conversation',
      'Pin',
      'Archive',
    ]);
    const [markdownFile] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('menuitem', { name: 'Export as Markdown' }).click(),
    ]);
    await expect(menu).toBeHidden();
    expect(markdownFile.suggestedFilename()).toBe('Trip Rome 日本.md');
    const markdown = (await downloaded(markdownFile)).toString('utf8');
    expect(markdown).toMatch(/^# Trip\/Rome 日本\n\n- Created: /);
    expect(markdown).toContain(`### You · `);
    expect(markdown).toContain(QUESTION);
    expect(markdown).toContain('### Offline demo (no AI provider configured) · ');

    // By keyboard: Enter opens it on the first item (Share), ArrowDown moves, Enter chooses, focus comes back.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Share' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Export as Markdown' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Export as JSON' })).toBeFocused();
    const [jsonFile] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    await expect(trigger).toBeFocused();
    expect(jsonFile.suggestedFilename()).toBe('Trip Rome 日本.json');
    const document = JSON.parse((await downloaded(jsonFile)).toString('utf8'));
    expect(document).toMatchObject({ format: 'chat-assistant-export', version: 1 });
    expect(document.conversations).toMatchObject([
      {
        id,
        name: NAME,
        messages: [
          { role: 'user', content: QUESTION },
          { role: 'assistant', model: 'offline-demo' },
        ],
      },
    ]);

    // Escape closes it without choosing.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('downloads every conversation as a ZIP from the profile, showing the progress', async ({ page }) => {
    await signInAsNewCustomer(page, 'export-all');
    await createNamedConversation(page, 'Rome');
    await createNamedConversation(page, 'rome');
    // The request waits until the test has seen the progress shown, then goes to the server as it is.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/conversations/export', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/account/profile');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Download all conversations (ZIP)' }).click();
    await expect(section.getByRole('progressbar', { name: 'Export download' })).toBeVisible();
    await expect(section).toContainText('Preparing your export…');
    await expect(section.getByRole('button', { name: 'Download all conversations (ZIP)' })).toBeDisabled();
    const download = page.waitForEvent('download');
    release();
    const zip = await download;
    expect(zip.suggestedFilename()).toMatch(/^chat-assistant-conversations-\d{4}-\d\d-\d\d\.zip$/);
    await expect(section.getByRole('status')).toHaveText(`Saved as ${zip.suggestedFilename()}.`);
    await expect(section.getByRole('progressbar')).toBeHidden();

    const entries = unzipSync(new Uint8Array(await downloaded(zip)));
    expect(Object.keys(entries).sort()).toEqual(['Rome.md', 'conversations.json', 'rome (2).md']);
    expect(strFromU8(entries['Rome.md']!)).toMatch(/^# Rome\n/);
    const document = JSON.parse(strFromU8(entries['conversations.json']!));
    expect(document).toMatchObject({ format: 'chat-assistant-export', version: 1 });
    expect(document.conversations.map((conversation: { name: string }) => conversation.name)).toEqual(['Rome', 'rome']);
  });
});
