import { FALLBACK_LOCALE, LOCALES, type Locale } from '@chat/protocol';

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The customer's stored language, else the first supported one of Accept-Language, else en. */
export function pickLocale(stored: string | null | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(stored)) return stored;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return FALLBACK_LOCALE;
}
