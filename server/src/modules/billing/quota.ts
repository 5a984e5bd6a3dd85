/** What a customer may still send today (the billing issue's quota, §1 capacity, §9 free-quota rule). */
export interface QuotaInput {
  /** The plan in force now: the current subscription's, else Free. */
  plan: { key: 'free' | 'starter' | 'plus'; messagesPerDay: number | null };
  /** The model asked for: `maxFreeChat × 1000` tokens a day are free on it; 0 means paying customers only. */
  model: { maxFreeChat: number };
  /** Used today, in the customer's time zone. */
  usage: { messages: number; modelTokens: number };
}

export type QuotaDecision = 'allowed' | 'suggest-payment' | 'no-subscription';

/** Near the limit (80 %) the customer is told once a day that upgrading lifts it. */
export const SUGGEST_AT = 0.8;

export function decideQuota({ plan, model, usage }: QuotaInput): QuotaDecision {
  if (plan.key === 'plus') return 'allowed';
  const messageCap = plan.messagesPerDay;
  if (messageCap !== null && usage.messages >= messageCap) return 'no-subscription';
  if (plan.key === 'free') {
    const tokenCap = model.maxFreeChat * 1000;
    if (tokenCap === 0 || usage.modelTokens >= tokenCap) return 'no-subscription';
    if (usage.modelTokens >= tokenCap * SUGGEST_AT) return 'suggest-payment';
  }
  if (messageCap !== null && usage.messages + 1 >= messageCap * SUGGEST_AT) return 'suggest-payment';
  return 'allowed';
}

/** The calendar day of `now` in an IANA time zone (the X-Timezone header), as YYYY-MM-DD; UTC when unknown. */
export function dayIn(timeZone: string | undefined, now = new Date()): { day: string; start: Date } {
  let zone = 'UTC';
  try {
    if (timeZone) {
      new Intl.DateTimeFormat('en-US', { timeZone }).format(now);
      zone = timeZone;
    }
  } catch {
    zone = 'UTC';
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  // Midnight in that zone: now minus the time of day shown there.
  const elapsed = (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000 + now.getMilliseconds();
  return { day, start: new Date(now.getTime() - elapsed) };
}
