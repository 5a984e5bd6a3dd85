import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { fakeAiRequests } from '../support/fake-ai-requests';
import { ANSWER_TAIL, heldQuestion } from '../support/held-answers';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

/** How the server asks the model to go on (CONTINUE_PROMPT in server/src/modules/chats/turn/history.ts). */
const CONTINUE_PROMPT = 'Your previous answer was cut off.';

test.describe('chat with the offline demo model, as `npm start` gives it', () => {
  test('start a conversation: the demo says what it is, its code is highlighted, it is named in the sidebar, found by search, kept after a reload', async ({
    page,
    isMobile,
  }) => {
    await signInAsNewCustomer(page);
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.send('Tell me about Rome');
    await expect(chat.user.first()).toHaveText(/Tell me about Rome/);
    await chat.waitForAnswer(/offline demo model/);
    // The demo's answer ends with a shell command: highlighted (in the highlight worker) once complete.
    await expect(chat.assistant.first().getByTestId('code-block').locator('pre.shiki')).toBeVisible();
    await expect(page).toHaveURL(/conversation=[0-9a-f]{24}$/);
    await expect(chat.title).toHaveText('Tell me about Rome');

    await chat.openSidebar();
    await expect(chat.items.filter({ hasText: 'Tell me about Rome' })).toHaveCount(1);
    await chat.search.fill('ROME');
    await expect(chat.items).toHaveCount(1);
    await chat.search.fill('no such conversation');
    await expect(page.getByText('No conversations match your search.')).toBeVisible();

    await page.reload();
    await expect(chat.assistant.first()).toContainText(/offline demo model/);
    await expect(chat.user.first()).toHaveText(/Tell me about Rome/);
    await expect(chat.title).toHaveText('Tell me about Rome');
  });
});

test.describe('chat with a provider (the fake OpenAI server), as a new user would', () => {
  test.use({ baseURL: servers.ai });

  test('watch an answer stream: typing and the first words while it streams, then the whole answer and a title', async ({
    page,
    isMobile,
  }) => {
    await signInAsNewCustomer(page);
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    const held = heldQuestion('Tell me about Rome');
    await chat.send(held.question);
    await expect(chat.user.first()).toHaveText(/Tell me about Rome/);
    const typing = chat.title.locator('..').getByRole('status', { name: 'The assistant is typing' });
    await expect(typing).toBeVisible();
    await expect(chat.assistant.first()).toHaveText(/^Fake/);
    await expect(chat.stopButton).toBeVisible();

    await held.release();
    await chat.waitForAnswer(ANSWER_TAIL);
    await expect(typing).toBeHidden();
    await expect(page).toHaveURL(/conversation=[0-9a-f]{24}$/);
    await expect(chat.title).toHaveText('Fake title: Tell me about');
    await chat.openSidebar();
    await chat.search.fill('tell me');
    await expect(chat.items).toHaveCount(1);
  });

  test('rename a conversation from the sidebar: the header follows and the name stays after a reload', async ({
    page,
    isMobile,
  }) => {
    await signInAsNewCustomer(page, 'rename');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.send('Plan a weekend in Lisbon');
    await chat.waitForAnswer(ANSWER_TAIL);
    const generated = 'Fake title: Plan a weekend';
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
    const held = heldQuestion('Write a long answer');
    await chat.send(held.question);
    await expect(chat.assistant.last()).toHaveText(/^Fake/);
    await chat.stopButton.click();
    await expect(chat.assistant.last()).toContainText('Stopped.');
    await expect(chat.assistant.last()).toHaveAttribute('data-status', 'stopped');
    // Let the model go on: the stopped answer must not take in what it would have said.
    await held.release();
    await page.reload();
    await expect(chat.assistant.last()).toContainText('Stopped.');
    await expect(chat.assistant.last()).not.toContainText(ANSWER_TAIL);
  });

  test('continue a stopped answer: a new version of it goes on from what the model had written (issue 21)', async ({
    page,
    isMobile,
  }) => {
    await signInAsNewCustomer(page, 'continue');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    const held = heldQuestion('Write a long story');
    await chat.send(held.question);
    await expect(chat.assistant.last()).toHaveText(/^Fake/);
    const continueButton = page.getByRole('button', { name: 'Continue the answer' });
    await expect(continueButton).toBeHidden();
    await chat.stopButton.click();
    await expect(chat.assistant.last()).toHaveAttribute('data-status', 'stopped');
    await held.release();
    await expect(chat.assistant.last().getByRole('button', { name: 'Continue the answer' })).toBeVisible();
    const conversation = new URL(page.url()).searchParams.get('conversation');

    await continueButton.click();
    // The stopped answer's place: one exchange, its new version starting with the text it had.
    await chat.waitForAnswer(CONTINUE_PROMPT);
    await expect(chat.assistant.last()).toHaveText(/^Fake[\s\S]*Fake answer to "Your previous answer was cut off/);
    await expect(chat.assistant.last().getByTestId('version-pager')).toContainText('2 / 2');
    await expect(continueButton).toBeHidden();
    expect(new URL(page.url()).searchParams.get('conversation')).toBe(conversation);
    await expect(chat.assistant).toHaveCount(1);
    await expect(chat.user).toHaveCount(1);
    // The model got the question, its partial answer and the request to go on.
    const continued = (await fakeAiRequests()).find((request) => {
      const json = JSON.stringify(request);
      return json.includes(held.question) && json.includes(CONTINUE_PROMPT);
    });
    expect(JSON.stringify(continued)).toMatch(/"role":"assistant","content":"Fake/);
  });

  test('reload in the middle of an answer: the text so far is there and the answer completes', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'reload');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/?conversation=general');
    const held = heldQuestion('Answer slowly');
    await chat.send(held.question);
    await expect(chat.assistant.last()).toHaveText(/^Fake/);
    await page.reload();
    await expect(chat.assistant.last()).toHaveText(/^Fake/);
    await expect(chat.stopButton).toBeVisible();
    await held.release();
    await chat.waitForAnswer(ANSWER_TAIL);
    await expect(chat.assistant).toHaveCount(1);
  });

  test('the general chat: send, then clear it with the confirmation', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'general');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/?conversation=general');
    await expect(chat.title).toHaveText('General');
    await chat.send('Hello general');
    await chat.waitForAnswer(ANSWER_TAIL);
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
    await chat.waitForAnswer(ANSWER_TAIL);
    await expect(page).toHaveURL(/conversation=[0-9a-f]{24}$/);
    await chat.openSidebar();
    const item = chat.items.first();
    // The generated title replaces the provisional name right after the first answer: the
    // dialog names the conversation as the sidebar shows it once that has happened.
    const name = 'Fake title: Short lived conversation';
    await expect(item).toContainText(name);
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
    await signInAsNewCustomer(page, 'model');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/?conversation=general');
    await expect(chat.modelPicker).toHaveText('GPT-4o mini');
    await chat.chooseModel('GPT-4.1');
    await chat.send('Which model?');
    await chat.waitForAnswer(ANSWER_TAIL);
    await page.reload();
    await expect(chat.modelPicker).toHaveText('GPT-4.1');
  });
});
