import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { messageTime } from './message-time';

// Intl separates some parts with narrow or non-breaking spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
// Local times: "today" is a day of the browser's clock.
const now = new Date(2026, 5, 20, 16, 30);
const at = (year: number, month: number, day: number, hour: number, minute: number) =>
  messageTime(new Date(year, month, day, hour, minute).toISOString(), now);

describe('messageTime: the date a message needs, in the interface language (issue 38)', () => {
  afterEach(async () => changeLocale('en', { remember: false }));

  it('today: the short time only', async () => {
    expect(plain(at(2026, 5, 20, 9, 5))).toBe('9:05 AM');
    await changeLocale('fr', { remember: false });
    expect(at(2026, 5, 20, 9, 5)).toBe('09:05');
  });

  it('yesterday and earlier this year: the day and the time', async () => {
    expect(plain(at(2026, 5, 19, 23, 59))).toBe('Jun 19, 11:59 PM');
    expect(plain(at(2026, 0, 1, 0, 0))).toBe('Jan 1, 12:00 AM');
    await changeLocale('fr', { remember: false });
    expect(plain(at(2026, 2, 12, 9, 5))).toBe('12 mars, 09:05');
    await changeLocale('es', { remember: false });
    expect(plain(at(2026, 2, 12, 9, 5))).toBe('12 mar, 9:05');
  });

  it('another year: with the year', async () => {
    expect(plain(at(2023, 2, 12, 9, 5))).toBe('Mar 12, 2023, 9:05 AM');
    await changeLocale('ro', { remember: false });
    expect(plain(at(2024, 11, 31, 18, 40))).toBe('31 dec. 2024, 18:40');
    await changeLocale('it', { remember: false });
    expect(plain(at(2024, 11, 31, 8, 40))).toBe('31 dic 2024, 08:40');
  });
});
