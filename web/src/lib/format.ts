import type { Locale } from '@chat/protocol';
import { i18n } from './i18n';
import { isLocale, localeTag } from './locale';

/**
 * Dates, times, numbers and prices in the interface language (§1, §9 default locale en-US),
 * all through `Intl`. Each helper takes an explicit locale for tests and previews.
 */
type DateInput = Date | string | number;

export function currentLocale(): Locale {
  const language = i18n.language;
  return isLocale(language) ? language : 'en';
}

function tag(locale?: Locale): string {
  return localeTag(locale ?? currentLocale());
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

export function formatDate(value: DateInput, locale?: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) {
  return new Intl.DateTimeFormat(tag(locale), options).format(toDate(value));
}

export function formatTime(value: DateInput, locale?: Locale) {
  return new Intl.DateTimeFormat(tag(locale), { timeStyle: 'short' }).format(toDate(value));
}

export function formatDateTime(value: DateInput, locale?: Locale) {
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value));
}

export function formatNumber(value: number, locale?: Locale, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(tag(locale), options).format(value);
}

/** A price in `currency` (ISO 4217); amounts are in major units (9.99, not 999). */
export function formatPrice(amount: number, currency: string, locale?: Locale) {
  return new Intl.NumberFormat(tag(locale), { style: 'currency', currency }).format(amount);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 hours ago", "in 2 days", "yesterday": the largest unit that fits. */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now(), locale?: Locale) {
  const seconds = Math.round((toDate(value).getTime() - toDate(now).getTime()) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, unitSeconds]) => Math.abs(seconds) >= unitSeconds) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(tag(locale), { numeric: 'auto' }).format(Math.round(seconds / size), unit);
}

/** A language's name in another language ("Spanish" in English, "espagnol" in French). */
export function languageName(language: Locale, inLocale?: Locale): string {
  try {
    return new Intl.DisplayNames([tag(inLocale)], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}
