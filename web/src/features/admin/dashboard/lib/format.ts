import { isLocale, localeTag } from '@/lib/locale';

const tagOf = (language: string) => (isLocale(language) ? localeTag(language) : undefined);

/** A count in the interface language: 12,345. */
export const formatCount = (value: number, language: string) => new Intl.NumberFormat(tagOf(language)).format(value);

/** A large count, short: 1.2M. */
export const formatCompact = (value: number, language: string) =>
  new Intl.NumberFormat(tagOf(language), { notation: 'compact', maximumFractionDigits: 1 }).format(value);

/** A bucket's start: the hour for today's series, the day for the others. */
export const formatBucket = (start: string, unit: 'hour' | 'day', language: string) =>
  new Intl.DateTimeFormat(
    tagOf(language),
    unit === 'hour' ? { hour: 'numeric', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(new Date(start));

/** "a, b and c" in the interface language. */
export const formatList = (items: string[], language: string) =>
  new Intl.ListFormat(tagOf(language), { style: 'long', type: 'conjunction' }).format(items);
