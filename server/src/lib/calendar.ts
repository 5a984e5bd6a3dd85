/**
 * Calendar days in a time zone (issue 22: the operator's). The dashboard keys its rollup by zone and
 * day, so the zone is spelled one way (Intl's canonical name) and each day's midnight is computed
 * from the day itself, not from the instant asking: the same day always gets the same bounds, even
 * on a daylight-saving change. Billing's quota day (`dayIn`) is computed here too.
 */

const HOUR = 3_600_000;

const canonical = new Map<string, string>();

/** The zone's canonical IANA name; UTC when absent or unknown (as the quota's days). Only real zones are remembered. */
export function canonicalZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  let zone = canonical.get(timeZone);
  if (zone) return zone;
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
  // Spellings differ in case ("europe/paris"): a client could send many; the memory stays bounded.
  if (canonical.size >= 1000) canonical.clear();
  canonical.set(timeZone, zone);
  return zone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(zone: string, at: Date) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The zone's offset from UTC at an instant, in ms (ahead of UTC is positive). */
function offsetAt(zone: string, at: Date): number {
  const wall = wallClock(zone, at);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (at.getTime() - at.getMilliseconds());
}

/** The calendar day of an instant in the zone, YYYY-MM-DD. */
export function dayOf(zone: string, at: Date): string {
  const { year, month, day } = wallClock(zone, at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day `count` days after (before, when negative) `day`. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + count)).toISOString().slice(0, 10);
}

/** When `day` starts in the zone: its local midnight (the first instant of the day where midnight is skipped). */
export function midnight(zone: string, day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const utc = Date.UTC(year!, month! - 1, date);
  // The offset at a first guess, then at the instant it gives, for a change between the two.
  const first = utc - offsetAt(zone, new Date(utc));
  return new Date(utc - offsetAt(zone, new Date(first)));
}

export interface DayBounds {
  day: string;
  start: Date;
  end: Date;
}

/** The `count` days ending with today (in the zone), oldest first, each with its bounds. */
export function lastDays(zone: string, now: Date, count: number): DayBounds[] {
  const today = dayOf(zone, now);
  return Array.from({ length: count }, (_, index) => {
    const day = addDays(today, index - count + 1);
    return { day, start: midnight(zone, day), end: midnight(zone, addDays(day, 1)) };
  });
}

/** Hour starts from `start` up to the hour holding `now`. */
export function hoursUntil(start: Date, now: Date): Date[] {
  const count = Math.max(1, Math.ceil((now.getTime() - start.getTime() + 1) / HOUR));
  return Array.from({ length: count }, (_, index) => new Date(start.getTime() + index * HOUR));
}
