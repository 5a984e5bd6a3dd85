import { isLocale, localeTag } from './locale';

/** A date in the interface language (en → en-US), e.g. "December 22, 2026". */
export function formatDate(value: string | Date, language: string): string {
  const tag = isLocale(language) ? localeTag(language) : undefined;
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(value));
}
