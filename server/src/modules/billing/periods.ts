import type { PlanDuration } from '@chat/protocol';

/** The end of a period that starts at `start` (calendar months and years, not 30-day blocks). */
export function periodEnd(start: Date, duration: PlanDuration): Date {
  const end = new Date(start);
  if (duration === 'week') end.setUTCDate(end.getUTCDate() + 7);
  else if (duration === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
