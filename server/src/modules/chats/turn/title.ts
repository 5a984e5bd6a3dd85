import type { ModelRunner } from '../../../ai/types.ts';

const TITLE_SYSTEM =
  'Write a short title (at most 6 words) for a conversation that starts with the exchange below. Answer with the title only: no quotes, no final punctuation.';

const TITLE_MAX = 60;

/** Asks the model for a short conversation title; undefined when it fails or answers nothing usable. */
export async function generateTitle(
  runner: ModelRunner,
  question: string,
  answer: string,
  timeoutMs: number,
): Promise<string | undefined> {
  let text = '';
  try {
    await runner.stream({
      system: TITLE_SYSTEM,
      purpose: 'title',
      messages: [{ role: 'user', content: `User: ${question.slice(0, 2000)}\n\nAssistant: ${answer.slice(0, 2000)}` }],
      signal: AbortSignal.timeout(timeoutMs),
      onText: (piece) => {
        text += piece;
      },
    });
  } catch {
    return undefined;
  }
  return cleanTitle(text);
}

export function cleanTitle(raw: string): string | undefined {
  const firstLine = raw.trim().split('\n')[0] ?? '';
  const title = firstLine
    .replace(/^(title\s*:\s*)/i, '')
    .replace(/^[\s"'`*#]+|[\s"'`*.]+$/g, '')
    .trim();
  if (!title) return undefined;
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1).trimEnd()}…` : title;
}
