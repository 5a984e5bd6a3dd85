import type { FakeReply } from '../../server/src/test/fake-openai.ts';
import { HOLD } from './fake-answers.ts';

// No imports beyond types and fake-answers.ts: the fake model (fake-openai-server.ts) runs this in a plain Node process.

/** What a held MATH ANSWER says before the test releases it: a price, then inline math cut open. */
export const MATH_ANSWER_HELD = 'A coffee costs $5 today.\n\nThe energy is $E=m';
const MATH_ANSWER_REST = 'c^2$, as Einstein wrote.';

/**
 * "MATH ANSWER" in a question: an answer whose inline math streams in two pieces (streaming.spec.ts,
 * issue 38); with "HOLD <key>" the second waits until the test releases the key, so the page shows
 * the math half-written for as long as the test looks.
 */
export function mathAnswer(question: string): FakeReply | undefined {
  if (!question.includes('MATH ANSWER')) return undefined;
  const hold = HOLD.exec(question)?.[1];
  return { pieces: [MATH_ANSWER_HELD, MATH_ANSWER_REST], ...(hold ? { hold, holdAfter: 0 } : {}) };
}
