import { expect, test, type Page } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { heldQuestion } from '../support/held-answers';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';
import { normalized, rawMarkers, recordStreamedAnswers, takeSamples } from '../support/stream-sampler';

/**
 * Issue 18, item 1: while an answer streams, the reader sees at every moment a beginning of the
 * final answer: no word or paragraph missing (also in a new conversation, whose id the page learns
 * while the answer streams) and no raw Markdown (`**`, `##`, a link's target, a table's pipes).
 */
test.describe('a rich answer streaming', () => {
  test.use({ baseURL: servers.ai });

  /**
   * Sends `question`, sees the answer held mid-table (the fake stops there until released), then
   * waits for the whole answer and checks every state seen while it streamed.
   */
  async function streamAndCheck(page: Page, chat: ConversationPage, question: string, answers: number) {
    const held = heldQuestion(question);
    await takeSamples(page);
    await chat.send(held.question);
    await expect(chat.assistant).toHaveCount(answers);
    // A state the reader must see whatever the machine's load: the stream waits here for the test.
    await expect(chat.assistant.last()).toContainText('alpha');
    await expect(chat.stopButton).toBeVisible();
    await held.release();
    await chat.waitForAnswer('the end');
    const answer = chat.assistant.last().locator('.markdown');
    await expect(answer).toContainText('Closing words');
    const final = normalized(await answer.innerText());
    const samples = await takeSamples(page);
    // How many states the page showed depends on the frames a loaded machine paints (deltas landing
    // between two frames are one state); the held one is certain, and is a beginning, not the end.
    const midTable = samples.filter((sample) => sample.includes('alpha') && !sample.includes('Closing words'));
    expect(midTable.length, 'states seen while the answer was held mid-table').toBeGreaterThan(0);
    for (const sample of samples) {
      expect(rawMarkers(sample), `raw Markdown in ${JSON.stringify(sample)}`).toEqual([]);
      expect(final.startsWith(normalized(sample)), `${JSON.stringify(normalized(sample))} begins ${JSON.stringify(final)}`).toBe(
        true,
      );
    }
    expect(final).toContain('Here is bold text, then italic words, inline code and a reference link in one paragraph.');
  }

  test('one character at a time in a new conversation, then in random pieces in the same one', async ({ page, isMobile }) => {
    await recordStreamedAnswers(page);
    await signInAsNewCustomer(page, 'streaming');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await streamAndCheck(page, chat, 'Show me RICH ANSWER CHARS please', 1);
    await expect(page).toHaveURL(/conversation=[0-9a-f]{24}$/);
    await streamAndCheck(page, chat, 'Again: RICH ANSWER RANDOM 7', 2);
  });

  test('in random pieces in a new conversation', async ({ page, isMobile }) => {
    await recordStreamedAnswers(page);
    await signInAsNewCustomer(page, 'streaming');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await streamAndCheck(page, chat, 'Show me RICH ANSWER RANDOM 42 please', 1);
  });

  test('writing the first message of a new conversation fetches the list and the renderer before it is sent', async ({
    page,
    isMobile,
  }) => {
    // Fetched only at the send, they kept a phone with a slow CPU (6× throttling) on an empty screen,
    // without even the question, until the first answer had ended: nothing of it was seen streaming.
    await signInAsNewCustomer(page, 'streaming');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await chat.composer.pressSequentially('Hel');
    await expect.poll(() => scripts.filter((path) => /\/assets\/(message-list|markdown)-[^/]+\.js$/.test(path)).length).toBe(2);
    await chat.composer.pressSequentially('lo');
    await chat.composer.press('Enter');
    await chat.waitForAnswer('Fake answer to "Hello"');
  });
});

// Issue 38: inline math showed raw (`$E=m`) until its closing `$` streamed in.
test.describe('math streaming', () => {
  test.use({ baseURL: servers.ai });

  test('inline math being written is held back until it closes, while a price shows', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'math-streaming');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    const held = heldQuestion('Explain MATH ANSWER');
    await chat.send(held.question);
    const answer = chat.assistant.last();
    // The fake holds the answer right after "$E=m": the page shows this state until released.
    await expect(answer).toContainText('The energy is');
    await expect(answer).toContainText('A coffee costs $5 today.');
    await expect(chat.stopButton).toBeVisible();
    await expect(answer).not.toContainText('E=m');
    await expect(answer).not.toContainText('$E');
    await held.release();
    await chat.waitForAnswer('as Einstein wrote.');
    await expect(answer.locator('.katex')).toBeVisible();
    await expect(answer).not.toContainText('$E');
    await expect(answer).toContainText('A coffee costs $5 today.');
  });
});
