import { LOCALES, FALLBACK_LOCALE, type Locale } from '@chat/protocol';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLocale, localeTag } from './locale';
import { setItem, storageKeys } from './storage';

/**
 * Every language, English included, is a chunk of its own loaded when shown: the first load carries
 * only the language of the interface (issue 10). The locale files have the same keys (a test checks).
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json');

export const i18n = i18next.createInstance();

export async function initI18n(locale: Locale = detectLocale()): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: FALLBACK_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLocale(locale, { remember: false });
}

/** Switches the interface language at once; `remember` stores the choice (§1 local storage first). */
export async function changeLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    const load = loaders[`../locales/${locale}.json`];
    if (load) i18n.addResourceBundle(locale, 'translation', (await load()).default, true, true);
  }
  await i18n.changeLanguage(locale);
  document.documentElement.lang = localeTag(locale);
  if (remember) setItem(storageKeys.locale, locale);
}
