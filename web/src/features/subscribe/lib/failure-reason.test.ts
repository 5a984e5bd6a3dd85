import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { failureSentence } from './failure-reason';

const reasons = en.subscribe.reasons as Record<string, string>;
/** Answers the English text of a key, as the app's t would. */
const t = (key: string) => reasons[key.replace('subscribe.reasons.', '')] ?? `missing ${key}`;

describe('failureSentence', () => {
  it.each(['PAYER_LIMIT_REACHED', 'PAYER_NOT_FOUND', 'PAYMENT_NOT_APPROVED', 'INSUFFICIENT_BALANCE', 'CHECKOUT_EXPIRED'])(
    'says %s in words',
    (code) => {
      const sentence = failureSentence(code, t);
      expect(sentence).not.toMatch(/missing|_/);
      expect(sentence).not.toBe(reasons.unknown);
    },
  );

  it('gives any other code, or a reason written as text, the generic sentence', () => {
    expect(failureSentence('UNSPECIFIED_FAILURE', t)).toBe(reasons.unknown);
    expect(failureSentence('toString', t)).toBe(reasons.unknown);
    expect(failureSentence('The mobile money provider refused the payment (X).', t)).toBe(reasons.unknown);
  });
});
