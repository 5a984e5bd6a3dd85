import type { Conversation } from '@chat/protocol';

/**
 * The sidebar's groups, as ChatGPT's: the pinned conversations (issue 21), then recent days by name,
 * older conversations by month.
 */
export type ActivityPeriod =
  | { kind: 'pinned' }
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'previous7Days' }
  | { kind: 'previous30Days' }
  | { kind: 'month'; year: number; month: number };

export interface ActivityGroup {
  /** Stable across renders: the React key and the heading's id. */
  key: string;
  period: ActivityPeriod;
  conversations: Conversation[];
}

const DAY_MS = 86_400_000;

/** The last activity; a list cached by an earlier version has only updatedAt. */
export const activityOf = (conversation: Conversation): string => conversation.lastActivityAt ?? conversation.updatedAt;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** The period of a moment seen from `now`, by calendar days in the browser's time zone. */
export function periodOf(moment: Date, now: Date): ActivityPeriod {
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  const days = Math.round((startOfDay(now) - startOfDay(moment)) / DAY_MS);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days <= 7) return { kind: 'previous7Days' };
  if (days <= 30) return { kind: 'previous30Days' };
  return { kind: 'month', year: moment.getFullYear(), month: moment.getMonth() };
}

const keyOf = (period: ActivityPeriod) => (period.kind === 'month' ? `${period.year}-${period.month}` : period.kind);

/** Consecutive conversations of one period, in the list's order (most recently active first). */
export function groupByActivity(conversations: Conversation[], now: Date): ActivityGroup[] {
  const groups: ActivityGroup[] = [];
  for (const conversation of conversations) {
    const period = periodOf(new Date(activityOf(conversation)), now);
    const key = keyOf(period);
    const last = groups.at(-1);
    if (last?.key === key) last.conversations.push(conversation);
    else groups.push({ key, period, conversations: [conversation] });
  }
  return groups;
}

/**
 * The sidebar's groups of a list in its order (pinned first, newest pin first): "Pinned" above the
 * date groups of the others, which a pin takes out of their day.
 */
export function groupForSidebar(conversations: Conversation[], now: Date): ActivityGroup[] {
  const pinned = conversations.filter((conversation) => conversation.pinnedAt);
  const others = groupByActivity(
    conversations.filter((conversation) => !conversation.pinnedAt),
    now,
  );
  return pinned.length ? [{ key: 'pinned', period: { kind: 'pinned' }, conversations: pinned }, ...others] : others;
}
