import { describe, expect, it } from 'vitest';
import { dayIn, decideQuota, quotaLeft } from './quota.ts';

const free = { key: 'free' as const, messagesPerDay: 10 };
const starter = { key: 'starter' as const, messagesPerDay: 100 };
const plus = { key: 'plus' as const, messagesPerDay: null };
const model = { maxFreeChat: 20 };

const refused = (limit: 'messages' | 'model') => ({ code: 'no-subscription', limit });
const allowed = { code: 'allowed' };
const suggest = { code: 'suggest-payment' };

describe('decideQuota', () => {
  it('lets a free customer send N messages a day, suggests upgrading near the limit, then stops on the messages', () => {
    expect(decideQuota({ plan: free, model, usage: { messages: 0, modelTokens: 0 } })).toEqual(allowed);
    expect(decideQuota({ plan: free, model, usage: { messages: 7, modelTokens: 0 } })).toEqual(suggest);
    expect(decideQuota({ plan: free, model, usage: { messages: 9, modelTokens: 0 } })).toEqual(suggest);
    expect(decideQuota({ plan: free, model, usage: { messages: 10, modelTokens: 0 } })).toEqual(refused('messages'));
  });

  it("caps a free customer at maxFreeChat × 1000 tokens a day on a model: the refusal names the model's allowance", () => {
    expect(decideQuota({ plan: free, model, usage: { messages: 1, modelTokens: 15_999 } })).toEqual(allowed);
    expect(decideQuota({ plan: free, model, usage: { messages: 1, modelTokens: 16_000 } })).toEqual(suggest);
    expect(decideQuota({ plan: free, model, usage: { messages: 1, modelTokens: 20_000 } })).toEqual(refused('model'));
    expect(decideQuota({ plan: free, model: { maxFreeChat: 0 }, usage: { messages: 0, modelTokens: 0 } })).toEqual(
      refused('model'),
    );
  });

  it('names the messages a day when both limits are reached: no other model would help', () => {
    expect(decideQuota({ plan: free, model, usage: { messages: 10, modelTokens: 20_000 } })).toEqual(refused('messages'));
  });

  it('gives Starter its own daily cap and no token cap; Plus has none', () => {
    expect(decideQuota({ plan: starter, model: { maxFreeChat: 0 }, usage: { messages: 50, modelTokens: 10 ** 6 } })).toEqual(
      allowed,
    );
    expect(decideQuota({ plan: starter, model, usage: { messages: 100, modelTokens: 0 } })).toEqual(refused('messages'));
    expect(decideQuota({ plan: plus, model: { maxFreeChat: 0 }, usage: { messages: 10_000, modelTokens: 10 ** 9 } })).toEqual(
      allowed,
    );
  });
});

describe('quotaLeft', () => {
  it("tells a free customer's messages and model tokens left, never below zero", () => {
    expect(quotaLeft({ plan: free, model, usage: { messages: 7, modelTokens: 12_000 } })).toEqual({
      messagesPerDay: 10,
      messagesLeft: 3,
      tokensPerDay: 20_000,
      tokensLeft: 8_000,
    });
    expect(quotaLeft({ plan: free, model, usage: { messages: 12, modelTokens: 25_000 } })).toMatchObject({
      messagesLeft: 0,
      tokensLeft: 0,
    });
  });

  it('has no token allowance on Starter and no cap at all on Plus', () => {
    expect(quotaLeft({ plan: starter, model, usage: { messages: 40, modelTokens: 10 ** 6 } })).toEqual({
      messagesPerDay: 100,
      messagesLeft: 60,
      tokensPerDay: null,
      tokensLeft: null,
    });
    expect(quotaLeft({ plan: plus, model, usage: { messages: 40, modelTokens: 0 } })).toEqual({
      messagesPerDay: null,
      messagesLeft: null,
      tokensPerDay: null,
      tokensLeft: null,
    });
  });
});

describe('dayIn', () => {
  it("counts the day in the customer's time zone", () => {
    const now = new Date('2026-11-22T23:30:00Z');
    expect(dayIn('UTC', now)).toEqual({ day: '2026-11-22', start: new Date('2026-11-22T00:00:00Z') });
    expect(dayIn('Europe/Bucharest', now)).toEqual({ day: '2026-11-23', start: new Date('2026-11-22T22:00:00Z') });
    expect(dayIn('America/New_York', now).day).toBe('2026-11-22');
  });

  it('moves to the next day at local midnight, on a daylight-saving day too, and back for an earlier instant', () => {
    // Europe/Rome left summer time on 2026-10-25: that day lasted 25 hours, from 22:00Z to 23:00Z.
    const zone = 'Europe/Rome';
    expect(dayIn(zone, new Date('2026-10-25T22:59:59Z'))).toEqual({ day: '2026-10-25', start: new Date('2026-10-24T22:00:00Z') });
    expect(dayIn(zone, new Date('2026-10-25T23:00:00Z'))).toEqual({ day: '2026-10-26', start: new Date('2026-10-25T23:00:00Z') });
    expect(dayIn(zone, new Date('2026-10-25T12:00:00Z')).day).toBe('2026-10-25');
    expect(dayIn(zone, new Date('2026-10-26T22:59:59Z')).day).toBe('2026-10-26');
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    const now = new Date('2026-11-22T23:30:00Z');
    expect(dayIn(undefined, now).day).toBe('2026-11-22');
    expect(dayIn('Mars/Olympus', now).day).toBe('2026-11-22');
  });
});
