import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __answerSamples?: string[];
  }
}

/**
 * Records, in the page, the text a reader sees of the answer streaming (the newest assistant
 * message while it is pending) at every change of the page: a MutationObserver's callback runs
 * after each DOM update and before the next paint, so no state the reader could see is skipped.
 * The answer's text is its rendered Markdown, or whatever stands in for it while that loads.
 */
export async function recordStreamedAnswers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__answerSamples = [];
    const sample = () => {
      const answers = document.querySelectorAll<HTMLElement>('article[data-testid="message-assistant"]');
      const answer = answers[answers.length - 1];
      if (answer?.dataset.status !== 'pending') return;
      // The column beside the avatar; its first child is the answer's text (or "Thinking…").
      const text = answer.children[1]?.firstElementChild as HTMLElement | null | undefined;
      if (!text || text.getAttribute('role') === 'status') return;
      const seen = text.innerText;
      const samples = window.__answerSamples!;
      if (samples[samples.length - 1] !== seen) samples.push(seen);
    };
    new MutationObserver(sample).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** The samples recorded since the last call, which starts a new recording. */
export const takeSamples = (page: Page) =>
  page.evaluate(() => {
    const samples = window.__answerSamples ?? [];
    window.__answerSamples = [];
    return samples;
  });

/** Whitespace as a reader perceives it: runs of it are one space. */
export const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Markdown a reader should never see raw: bold, headings, link targets, table rows, code fences. */
export function rawMarkers(text: string): string[] {
  const found = ['**', '##', '](', '```', '~~', '__'].filter((marker) => text.includes(marker));
  if (/^\s*\|.*\|\s*$/m.test(text)) found.push('a line of pipes');
  return found;
}
