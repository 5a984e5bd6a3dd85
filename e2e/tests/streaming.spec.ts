import { expect, test, type Page } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
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

  /** Sends `question`, waits for the whole answer and checks every state seen while it streamed. */
  async function streamAndCheck(page: Page, chat: ConversationPage, question: string, answers: number) {
    await takeSamples(page);
    await chat.send(question);
    await expect(chat.assistant).toHaveCount(answers);
    await chat.waitForAnswer('the end');
    const answer = chat.assistant.last().locator('.markdown');
    await expect(answer).toContainText('Closing words');
    const final = normalized(await answer.innerText());
    const samples = await takeSamples(page);
    // Enough states to mean something: the answer arrived in many steps, not at once.
    expect(samples.length, 'states seen while streaming').toBeGreaterThan(10);
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
});
