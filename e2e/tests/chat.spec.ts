import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { signInAsNewCustomer } from '../support/sign-in';

/** Embedded defaults answer with the offline demo model; E2E_AI=fake with the fake OpenAI server. */
const fakeAi = process.env.E2E_AI === 'fake';
const answerText = fakeAi ? /Fake answer to/ : /offline demo model/;

test.describe('chat, as a new user would', () => {
  test('start a conversation, watch the answer stream, find it named in the sidebar, search it, reload', async ({
    page,
    isMobile,
  }) => {
    await signInAsNewCustomer(page);
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.send('Tell me about Rome');
    await expect(chat.user.first()).toHaveText(/Tell me about Rome/);
    await expect(chat.title.locator('..').getByRole('status', { name: 'The assistant is typing' })).toBeVisible();
    await chat.waitForAnswer(answerText);
    // The demo's answer ends with a shell command: highlighted (in the highlight worker) once complete.
    if (!fakeAi) await expect(chat.assistant.first().getByTestId('code-block').locator('pre.shiki')).toBeVisible();
    await expect(page).toHaveURL(/conversation=[0-9a-f]{24}$/);
    const generated = fakeAi ? 'Fake title: Tell me about' : 'Tell me about Rome';
    await expect(chat.title).toHaveText(generated);

    await chat.openSidebar();
    await expect(chat.items.filter({ hasText: generated })).toHaveCount(1);
    await chat.search.fill('ROME');
    await expect(chat.items).toHaveCount(fakeAi ? 0 : 1);
    await chat.search.fill('tell me');
    await expect(chat.items).toHaveCount(1);
    await chat.search.fill('no such conversation');
    await expect(page.getByText('No conversations match your search.')).toBeVisible();

    await page.reload();
    await expect(chat.assistant.first()).toContainText(answerText);
    await expect(chat.user.first()).toHaveText(/Tell me about Rome/);
    await expect(chat.title).toHaveText(generated);
  });

  test('rename a conversation from the sidebar: the header follows and the name stays after a reload', async ({
    page,
    isMobile,
  }) => {
    await signInAsNewCustomer(page, 'rename');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.send('Plan a weekend in Lisbon');
    await chat.waitForAnswer(answerText);
    const generated = fakeAi ? 'Fake title: Plan a weekend' : 'Plan a weekend in Lisbon';
    await expect(chat.title).toHaveText(generated);

    await chat.openSidebar();
    await chat.items.filter({ hasText: generated }).hover();
    await page.getByRole('button', { name: `Rename ${generated}` }).click();
    const field = page.getByRole('textbox', { name: 'Conversation name' });
    await expect(field).toHaveValue(generated);
    await field.fill('Lisbon trip');
    await field.press('Enter');
    await expect(chat.items.filter({ hasText: 'Lisbon trip' })).toHaveCount(1);
    await expect(chat.title).toHaveText('Lisbon trip');

    // Escape leaves the name as it was.
    await chat.items.filter({ hasText: 'Lisbon trip' }).hover();
    await page.getByRole('button', { name: 'Rename Lisbon trip' }).click();
    await field.fill('Not this');
    await field.press('Escape');
    await expect(chat.items.filter({ hasText: 'Lisbon trip' })).toHaveCount(1);

    await page.reload();
    await expect(chat.title).toHaveText('Lisbon trip');
  });

  test('stop an answer and keep what was written', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'stop');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/?conversation=general');
    // A long question makes the demo answer (which quotes it) long enough to stop under load.
    await chat.send(`Write a long answer ${'about the history of Rome, '.repeat(7)}please`);
    await expect(chat.assistant.last()).toContainText(fakeAi ? 'Fake answer' : 'This is the offline demo model');
    await chat.stopButton.click();
    await expect(chat.assistant.last()).toContainText('Stopped.');
    await expect(chat.assistant.last()).toHaveAttribute('data-status', 'stopped');
    await expect(chat.assistant.last()).not.toContainText('The demo disappears');
    await page.reload();
    await expect(chat.assistant.last()).toContainText('Stopped.');
  });

  test('reload in the middle of an answer: the text so far is there and the answer completes', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'reload');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/?conversation=general');
    await chat.send('Answer slowly');
    const start = fakeAi ? 'Fake answer to' : 'This is the offline demo model';
    await expect(chat.assistant.last()).toContainText(start);
    await page.reload();
    await expect(chat.assistant.last()).toContainText(start);
    await expect(chat.assistant.last()).toContainText(
      fakeAi ? 'This sentence keeps the answer streaming for a while. '.repeat(12).trim() : 'The demo disappears',
      { timeout: 20_000 },
    );
    await expect(chat.assistant).toHaveCount(1);
  });

  test('the general chat: send, then clear it with the confirmation', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'general');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/?conversation=general');
    await expect(chat.title).toHaveText('General');
    await chat.send('Hello general');
    await chat.waitForAnswer(answerText);
    await chat.openSidebar();
    await page.getByRole('button', { name: 'Clear general chat' }).click();
    await expect(chat.dialog).toContainText('Are you sure you want to clear all general chat messages?');
    await chat.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(chat.dialog).toBeHidden();
    await expect(chat.assistant).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('How can I help you today?')).toBeVisible();
  });

  test('delete the open conversation from the sidebar with the confirmation', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'delete');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.send('Short lived conversation');
    await chat.waitForAnswer(answerText);
    await expect(page).toHaveURL(/conversation=[0-9a-f]{24}$/);
    await chat.openSidebar();
    const item = chat.items.first();
    const name = (await item.innerText()).trim();
    await item.getByRole('button', { name: /^Delete/ }).click();
    await expect(chat.dialog).toContainText(`Are you sure you want to delete "${name}"?`);
    await chat.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(chat.items).toHaveCount(1);
    await item.getByRole('button', { name: /^Delete/ }).click();
    await chat.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(chat.items).toHaveCount(0);
    await expect(page).toHaveURL(/conversation=new$/);
    await page.reload();
    await chat.openSidebar();
    await expect(page.getByText('No conversations yet.')).toBeVisible();
  });

  test('switch the model and keep the choice after a reload', async ({ page, isMobile }) => {
    test.skip(!fakeAi, 'the embedded default offers a single (demo) model');
    await signInAsNewCustomer(page, 'model');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/?conversation=general');
    await expect(chat.modelPicker).toHaveValue('openai|gpt-4o-mini');
    await chat.modelPicker.selectOption('openai|gpt-4.1');
    await chat.send('Which model?');
    await chat.waitForAnswer(answerText);
    await page.reload();
    await expect(chat.modelPicker).toHaveValue('openai|gpt-4.1');
  });
});
