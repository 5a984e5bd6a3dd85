import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { servers } from './servers.ts';

/**
 * How every answer of the fake model (support/fake-openai-server.ts) ends, after "Fake answer to "…"."
 * Short: the fake counts a character as a token, and a Free day of ten exchanges (quota.spec.ts)
 * must stay within the model's free tokens.
 */
export const ANSWER_TAIL = 'That is all the fake model has to say.';

/**
 * A question the fake model answers with its first words only, holding the rest until `release()`:
 * what a test needs to see an answer in flight (typing, stop, reload) without racing the clock.
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
