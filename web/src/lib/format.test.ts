import { afterEach, describe, expect, it } from 'vitest';
import {
  currentLocale,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPrice,
  formatRelativeTime,
  formatTime,
  languageName,
} from './format';
import { changeLocale } from './i18n';

// Intl separates some parts with narrow or non-breaking spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const date = new Date(Date.UTC(2026, 10, 22, 15, 5));

describe('locale formatting with Intl', () => {
  afterEach(async () => changeLocale('en', { remember: false }));

  it('formats dates per locale (en is en-US)', () => {
    const utc = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(formatDate(date, 'en', utc)).toBe('November 22, 2026');
    expect(formatDate(date, 'es', utc)).toBe('22 de noviembre de 2026');
    expect(formatDate(date, 'it', utc)).toBe('22 novembre 2026');
    expect(formatDate(date, 'ro', utc)).toBe('22 noiembrie 2026');
    expect(formatDate(date, 'fr', utc)).toBe('22 novembre 2026');
  });

  it('formats times with a 12-hour clock in en and 24-hour clocks elsewhere', () => {
    const local = new Date(2026, 10, 22, 15, 5);
    expect(plain(formatTime(local, 'en'))).toBe('3:05 PM');
    expect(formatTime(local, 'fr')).toBe('15:05');
    expect(formatTime(local, 'it')).toBe('15:05');
    expect(plain(formatDateTime(local, 'en'))).toBe('Nov 22, 2026, 3:05 PM');
  });

  it('formats numbers and prices with the local separators and currency placement', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(plain(formatNumber(1234567.5, 'fr'))).toBe('1 234 567,5');
    expect(formatNumber(1234567.5, 'es')).toBe('1.234.567,5');
    expect(formatPrice(9.99, 'USD', 'en')).toBe('$9.99');
    expect(plain(formatPrice(9.99, 'EUR', 'fr'))).toBe('9,99 €');
    expect(plain(formatPrice(12500, 'EUR', 'it'))).toBe('12.500,00 €');
    expect(plain(formatPrice(49, 'RON', 'ro'))).toBe('49,00 RON');
  });

  it('formats relative times with the largest unit that fits', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(formatRelativeTime(now - 3 * 3600_000, now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(now - 24 * 3600_000, now, 'fr')).toBe('hier');
    expect(formatRelativeTime(now + 2 * 24 * 3600_000, now, 'es')).toBe('pasado mañana');
    expect(formatRelativeTime(now, now, 'en')).toBe('now');
  });

  it('follows the interface language when no locale is given', async () => {
    await changeLocale('it', { remember: false });
    expect(currentLocale()).toBe('it');
    expect(formatNumber(0.5, undefined, { style: 'percent' })).toBe('50%');
    expect(formatDate(date, undefined, { month: 'long', timeZone: 'UTC' })).toBe('novembre');
    expect(languageName('es')).toBe('spagnolo');
    expect(languageName('ro', 'en')).toBe('Romanian');
  });
});
