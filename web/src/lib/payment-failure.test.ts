import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { failureSentence, paymentFailure } from './payment-failure';

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

describe('paymentFailure', () => {
  it('says why a failed payment, or a canceled one the gateway gave a reason for, did not go through', () => {
    expect(paymentFailure({ status: 'failed', failureReason: 'PAYER_LIMIT_REACHED' }, t)).toBe(reasons.payerLimitReached);
    expect(paymentFailure({ status: 'failed', failureReason: null }, t)).toBe(reasons.unknown);
    expect(paymentFailure({ status: 'canceled', failureReason: 'CHECKOUT_EXPIRED' }, t)).toBe(reasons.checkoutExpired);
  });

  it('says nothing of one that went through, still may, or was canceled by the person', () => {
    for (const status of ['succeeded', 'pending', 'refunded', 'canceled'] as const)
      expect(paymentFailure({ status, failureReason: null }, t)).toBeUndefined();
  });
});
