import { addDays, canonicalZone, dayOf, midnight } from '../../lib/calendar.ts';
import type { QuotaLimit } from '@chat/protocol';

/** What a customer may still send today (the billing issue's quota, §1 capacity, §9 free-quota rule). */
export interface QuotaInput {
  /** The plan in force now: the current subscription's, else Free. */
  plan: { key: 'free' | 'starter' | 'plus'; messagesPerDay: number | null };
  /** The model asked for: `maxFreeChat × 1000` tokens a day are free on it; 0 means paying customers only. */
  model: { maxFreeChat: number };
  /** Used today, in the customer's time zone. */
  usage: { messages: number; modelTokens: number };
}

/** Allowed (perhaps with the upgrade notice), or refused with the limit that was reached. */
export type QuotaDecision = { code: 'allowed' | 'suggest-payment' } | { code: 'no-subscription'; limit: QuotaLimit };

/** Near the limit (80 %) the customer is told once a day that upgrading lifts it. */
export const SUGGEST_AT = 0.8;

/** What is left today: `null` where the plan has no such cap (Plus; the token allowance is Free's only). */
export interface QuotaLeft {
  messagesPerDay: number | null;
  messagesLeft: number | null;
  tokensPerDay: number | null;
  tokensLeft: number | null;
}

export function quotaLeft({ plan, model, usage }: QuotaInput): QuotaLeft {
  const messagesPerDay = plan.key === 'plus' ? null : plan.messagesPerDay;
  const tokensPerDay = plan.key === 'free' ? model.maxFreeChat * 1000 : null;
  const left = (cap: number | null, used: number) => (cap === null ? null : Math.max(0, cap - used));
  return {
    messagesPerDay,
    messagesLeft: left(messagesPerDay, usage.messages),
    tokensPerDay,
    tokensLeft: left(tokensPerDay, usage.modelTokens),
  };
}

/** The plan's messages a day come first: a customer out of them is told so, whatever the model. */
export function decideQuota(input: QuotaInput): QuotaDecision {
  const { messagesPerDay, messagesLeft, tokensPerDay, tokensLeft } = quotaLeft(input);
  if (messagesLeft === 0) return { code: 'no-subscription', limit: 'messages' };
  if (tokensLeft === 0) return { code: 'no-subscription', limit: 'model' };
  const near = (cap: number | null, left: number | null) => cap !== null && left !== null && cap - left >= cap * SUGGEST_AT;
  if (near(tokensPerDay, tokensLeft)) return { code: 'suggest-payment' };
  // The message about to go counts: the 8th of 10 is at 80 %.
  if (near(messagesPerDay, messagesLeft === null ? null : messagesLeft - 1)) return { code: 'suggest-payment' };
  return { code: 'allowed' };
}

/** Each zone's day as last asked, with its bounds: the day changes once a day, and every send asks. */
const currentDays = new Map<string, { day: string; start: number; end: number }>();

/**
 * The calendar day of `now` in an IANA time zone (the X-Timezone header), as YYYY-MM-DD, and its
 * local midnight; UTC when unknown. lib/calendar.ts does the arithmetic (right on a daylight-saving
 * day too); the answer is kept per zone until `now` leaves that day: worked out each time it took
 * ~37 µs of every send (three Intl formatToParts calls), 3 % of the CPU of a send on PostgreSQL.
 */
export function dayIn(timeZone: string | undefined, now = new Date()): { day: string; start: Date } {
  const zone = canonicalZone(timeZone);
  const at = now.getTime();
  let known = currentDays.get(zone);
  if (!known || at < known.start || at >= known.end) {
    const day = dayOf(zone, now);
    known = { day, start: midnight(zone, day).getTime(), end: midnight(zone, addDays(day, 1)).getTime() };
    // Zones are canonical names (a few hundred at most): the map stays small.
    currentDays.set(zone, known);
  }
  return { day: known.day, start: new Date(known.start) };
}
