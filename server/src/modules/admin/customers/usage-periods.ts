import { canonicalZone, dayOf, midnight } from '../../../lib/calendar.ts';

/**
 * The start of today and of this calendar month in the operator's time zone (the web's X-Timezone
 * header; UTC when missing or unknown), each its local midnight (lib/calendar.ts).
 */
export function usagePeriods(timeZone: string | undefined, now = new Date()): { timeZone: string; today: Date; month: Date } {
  const zone = canonicalZone(timeZone);
  const today = dayOf(zone, now);
  return { timeZone: zone, today: midnight(zone, today), month: midnight(zone, `${today.slice(0, 8)}01`) };
}
