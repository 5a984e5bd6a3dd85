import { isLocale, localeTag } from '@/lib/locale';

/** A moment in the interface language, to the minute: "Nov 25, 2026, 4:05 PM". */
export function formatDateTime(value: string | Date, language: string): string {
  const tag = isLocale(language) ? localeTag(language) : undefined;
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
