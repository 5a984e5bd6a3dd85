import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { createNamedConversation } from '../support/conversations';
import { fakeAiSystemPrompt } from '../support/fake-ai-requests';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

const SHOTS = process.env.INSTRUCTIONS_SHOTS_DIR;

/** Saves a screenshot when INSTRUCTIONS_SHOTS_DIR is set (to look at the section and the dialog), else nothing. */
async function shot(page: Page, name: string, isMobile: boolean) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${isMobile ? 'phone' : 'desktop'}.png`, fullPage: !isMobile });
}

/**
 * Issue 21, custom instructions: a person writes them on the profile and the model is told them in
 * its system prompt; a conversation's own instructions replace them there; switched off, they are
 * not sent; too long, nothing is saved; a prompt-injection attempt is kept and shown as plain text.
 */
test.describe('custom instructions', () => {
  test.use({ baseURL: servers.ai });

  test('written on the profile, they reach the model; a conversation’s own replace them there', async ({ page, isMobile }) => {
    // Four answers on a machine shared with other runs.
    test.slow();
    if (SHOTS && isMobile) await page.setViewportSize({ width: 390, height: 844 });
    const tag = randomUUID().slice(0, 8);
    const about = `I keep bees in Sibiu (${tag}). <img src=x onerror="document.title='hacked'">`;
    const style = `Answer like a beekeeper, in two sentences (${tag}).`;
    await signInAsNewCustomer(page, 'instructions');

    await page.goto('/account/profile');
    const section = page.getByRole('region', { name: 'Custom instructions' });
    const aboutField = section.getByLabel('What should the assistant know about you?');
    const styleField = section.getByLabel('How should it answer?');
    const save = section.getByRole('button', { name: 'Save' });
    await expect(section.getByRole('checkbox', { name: /Use my custom instructions/ })).toBeChecked();
    await expect(save).toBeDisabled();

    // 10,000 characters: told the limit, nothing to save.
    await aboutField.fill('a'.repeat(10_000));
    await expect(section.getByTestId('character-count').first()).toHaveText('10,000 / 1,500');
    await expect(section.getByRole('alert')).toHaveText('Use at most 1,500 characters.');
    await expect(save).toBeDisabled();

    await aboutField.fill(about);
    await styleField.fill(style);
    await expect(section.getByTestId('character-count').nth(1)).toHaveText(`${style.length} / 1,500`);
    await shot(page, 'instructions-profile', isMobile);
    await save.click();
    await expect(page.getByText('Your custom instructions have been saved.')).toBeVisible();

    // Kept verbatim and shown as text: the markup in it is never a picture on the page.
    await page.reload();
    await expect(aboutField).toHaveValue(about);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.title()).not.toBe('hacked');

    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/?conversation=general');
    const question = `What should I plant for my bees? (${tag})`;
    await chat.send(question);
    await chat.waitForAnswer(question);
    const system = await fakeAiSystemPrompt(question);
    expect(system).toContain(`I keep bees in Sibiu (${tag}).`);
    expect(system).toContain(style);

    // A conversation's own instructions, from its menu, replace them in that conversation.
    const name = `Bee journal ${tag}`;
    const { _id } = await createNamedConversation(page, name);
    await chat.goto(`/?conversation=${_id}`);
    await chat.openSidebar();
    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Instructions for this conversation' }).click();
    const dialog = page.getByRole('dialog', { name: `Instructions for “${name}”` });
    const own = `Answer only in Romanian (${tag}).`;
    await dialog.getByLabel('Instructions for this conversation').fill(own);
    await shot(page, 'instructions-dialog', isMobile);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Instructions saved for this conversation.')).toBeVisible();

    await chat.goto(`/?conversation=${_id}`);
    const inConversation = `How do I say honey? (${tag})`;
    await chat.send(inConversation);
    await chat.waitForAnswer(inConversation);
    const replaced = await fakeAiSystemPrompt(inConversation);
    expect(replaced).toContain(own);
    expect(replaced).not.toContain('Sibiu');

    // Removed, the profile's apply in it again; switched off on the profile, none are sent.
    await chat.openSidebar();
    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Instructions for this conversation' }).click();
    await expect(dialog.getByLabel('Instructions for this conversation')).toHaveValue(own);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/account/profile');
    await section.getByRole('checkbox', { name: /Use my custom instructions/ }).uncheck();
    await save.click();
    await expect(page.getByText('Your custom instructions have been saved.')).toBeVisible();
    await chat.goto(`/?conversation=${_id}`);
    const switchedOff = `Any news about honey? (${tag})`;
    await chat.send(switchedOff);
    await chat.waitForAnswer(switchedOff);
    const plain = await fakeAiSystemPrompt(switchedOff);
    expect(plain).not.toContain(tag);
    expect(plain).not.toContain('customer_instructions');
  });
});
