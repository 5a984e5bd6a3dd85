import { describe, expect, it } from 'vitest';
import { dayIn, decideQuota } from './quota.ts';

const free = { key: 'free' as const, messagesPerDay: 10 };
const starter = { key: 'starter' as const, messagesPerDay: 100 };
const plus = { key: 'plus' as const, messagesPerDay: null };
const model = { maxFreeChat: 20 };

describe('decideQuota', () => {
  it('lets a free customer send N messages a day, suggests upgrading near the limit, then stops', () => {
    expect(decideQuota({ plan: free, model, usage: { messages: 0, modelTokens: 0 } })).toBe('allowed');
    expect(decideQuota({ plan: free, model, usage: { messages: 7, modelTokens: 0 } })).toBe('suggest-payment');
    expect(decideQuota({ plan: free, model, usage: { messages: 9, modelTokens: 0 } })).toBe('suggest-payment');
    expect(decideQuota({ plan: free, model, usage: { messages: 10, modelTokens: 0 } })).toBe('no-subscription');
  });

  it('caps a free customer at maxFreeChat × 1000 tokens a day on a model, and refuses paid-only models', () => {
    expect(decideQuota({ plan: free, model, usage: { messages: 1, modelTokens: 15_999 } })).toBe('allowed');
    expect(decideQuota({ plan: free, model, usage: { messages: 1, modelTokens: 16_000 } })).toBe('suggest-payment');
    expect(decideQuota({ plan: free, model, usage: { messages: 1, modelTokens: 20_000 } })).toBe('no-subscription');
    expect(decideQuota({ plan: free, model: { maxFreeChat: 0 }, usage: { messages: 0, modelTokens: 0 } })).toBe(
      'no-subscription',
    );
  });

  it('gives Starter its own daily cap and no token cap; Plus has none', () => {
    expect(decideQuota({ plan: starter, model: { maxFreeChat: 0 }, usage: { messages: 50, modelTokens: 10 ** 6 } })).toBe(
      'allowed',
    );
    expect(decideQuota({ plan: starter, model, usage: { messages: 100, modelTokens: 0 } })).toBe('no-subscription');
    expect(decideQuota({ plan: plus, model: { maxFreeChat: 0 }, usage: { messages: 10_000, modelTokens: 10 ** 9 } })).toBe(
      'allowed',
    );
  });
});

describe('dayIn', () => {
  it("counts the day in the customer's time zone", () => {
    const now = new Date('2026-11-22T23:30:00Z');
    expect(dayIn('UTC', now)).toEqual({ day: '2026-11-22', start: new Date('2026-11-22T00:00:00Z') });
    expect(dayIn('Europe/Bucharest', now)).toEqual({ day: '2026-11-23', start: new Date('2026-11-22T22:00:00Z') });
    expect(dayIn('America/New_York', now).day).toBe('2026-11-22');
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    const now = new Date('2026-11-22T23:30:00Z');
    expect(dayIn(undefined, now).day).toBe('2026-11-22');
    expect(dayIn('Mars/Olympus', now).day).toBe('2026-11-22');
  });
});
