import type { Conversation } from '@chat/protocol';
import { describe, expect, it } from 'vitest';
import { groupByActivity, groupForSidebar, periodOf } from './activity-groups';

const now = new Date(2026, 10, 24, 9, 30);
const daysAgo = (days: number, hour = 12) => new Date(2026, 10, 24 - days, hour);
const conversation = (id: string, at: Date): Conversation => ({
  _id: id.padStart(24, '0'),
  name: id,
  createdAt: at.toISOString(),
  updatedAt: at.toISOString(),
  lastActivityAt: at.toISOString(),
  pinnedAt: null,
  archivedAt: null,
  instructions: null,
});

describe('the sidebar date groups (issue 18)', () => {
  it('names recent days by calendar day, not by 24-hour spans', () => {
    expect(periodOf(new Date(2026, 10, 24, 0, 1), now)).toEqual({ kind: 'today' });
    expect(periodOf(new Date(2026, 10, 23, 23, 59), now)).toEqual({ kind: 'yesterday' });
    expect(periodOf(daysAgo(2), now)).toEqual({ kind: 'previous7Days' });
    expect(periodOf(daysAgo(7), now)).toEqual({ kind: 'previous7Days' });
    expect(periodOf(daysAgo(8), now)).toEqual({ kind: 'previous30Days' });
    expect(periodOf(daysAgo(30), now)).toEqual({ kind: 'previous30Days' });
    expect(periodOf(daysAgo(31), now)).toEqual({ kind: 'month', year: 2026, month: 9 });
    // A clock a little ahead of the browser's is still today.
    expect(periodOf(new Date(2026, 10, 24, 9, 31), now)).toEqual({ kind: 'today' });
  });

  it('groups a list in its order, one group per period, months apart', () => {
    const list = [
      conversation('1', daysAgo(0)),
      conversation('2', daysAgo(0, 8)),
      conversation('3', daysAgo(1)),
      conversation('4', daysAgo(40)),
      conversation('5', daysAgo(80)),
      conversation('6', daysAgo(400)),
    ];
    expect(groupByActivity(list, now).map((group) => [group.key, group.conversations.map((c) => c.name)])).toEqual([
      ['today', ['1', '2']],
      ['yesterday', ['3']],
      ['2026-9', ['4']],
      ['2026-8', ['5']],
      ['2025-9', ['6']],
    ]);
  });

  it('puts the pinned conversations under Pinned, above the date groups they leave (issue 21)', () => {
    const pinned = (id: string, at: Date, pinnedAt: Date) => ({ ...conversation(id, at), pinnedAt: pinnedAt.toISOString() });
    const list = [
      pinned('old but pinned', daysAgo(40), daysAgo(0)),
      pinned('pinned earlier', daysAgo(0), daysAgo(3)),
      conversation('today', daysAgo(0)),
      conversation('last month', daysAgo(40)),
    ];
    expect(groupForSidebar(list, now).map((group) => [group.key, group.conversations.map((c) => c.name)])).toEqual([
      ['pinned', ['old but pinned', 'pinned earlier']],
      ['today', ['today']],
      ['2026-9', ['last month']],
    ]);
    expect(groupForSidebar(list.slice(2), now).map((group) => group.key)).toEqual(['today', '2026-9']);
  });
});
