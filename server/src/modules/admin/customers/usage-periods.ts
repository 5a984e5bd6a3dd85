import { dayIn } from '../../billing/quota.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The start of today and of this calendar month in the operator's time zone (the web's X-Timezone
 * header; UTC when missing or unknown), as the quota counts a day (billing/quota.ts `dayIn`).
 */
export function usagePeriods(timeZone: string | undefined, now = new Date()): { timeZone: string; today: Date; month: Date } {
  const today = dayIn(timeZone, now);
  const dayOfMonth = Number(today.day.slice(8, 10));
  // Noon of the 1st is on the 1st there whatever a daylight-saving change moved by an hour or two;
  // its day's start is the month's.
  const firstNoon = new Date(today.start.getTime() - (dayOfMonth - 1) * DAY_MS + 12 * HOUR_MS);
  return { timeZone: zoneOrUtc(timeZone), today: today.start, month: dayIn(timeZone, firstNoon).start };
}

function zoneOrUtc(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}
