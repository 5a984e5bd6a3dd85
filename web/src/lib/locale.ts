import { DEFAULT_LOCALE_TAG, FALLBACK_LOCALE, LOCALES, type Locale } from '@chat/protocol';
import { getItem, storageKeys } from './storage';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * §1: the stored locale first; otherwise the first browser language that is one of the
 * five (by its primary subtag, so fr-CA → fr); otherwise en.
 */
export function detectLocale(
  stored: unknown = getItem<string>(storageKeys.locale),
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): Locale {
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const primary = language?.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return FALLBACK_LOCALE;
}

/** The BCP 47 tag used for `Intl` and `<html lang>`: en is en-US (§9 default locale). */
export function localeTag(locale: Locale): string {
  return locale === 'en' ? DEFAULT_LOCALE_TAG : locale;
}
