import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { servers } from './servers';

export { ANSWER_TAIL } from './fake-answers';

/**
 * A question the fake model answers with its first words only, holding the rest until `release()`:
 * what a test needs to see an answer in flight (typing, stop, reload) without racing the clock.
 * `release()` resolves once the fake has said the rest, or found the app no longer listening.
 */
export function heldQuestion(text: string) {
  const key = randomBytes(6).toString('hex');
  return {
    question: `${text} HOLD ${key}`,
    release: async () => {
      const response = await fetch(`${servers.fakeOpenAi}/__release/${key}`, { method: 'POST' });
      expect(response.status).toBe(204);
    },
  };
}
