import { FALLBACK_LOCALE, type Locale } from '@chat/protocol';
import { useMemo, useSyncExternalStore } from 'react';
import { detectLocale, localeTag } from './locale';
import { setItem, storageKeys } from './storage';

/**
 * The interface's translations: nested keys (`chat.send`), `{{name}}` interpolation and plurals by
 * `count` (`key_one`, `key_few`, `key_other`, chosen by Intl.PluralRules). That is all the app uses of
 * i18next, which with react-i18next was 17 KiB gzip of the first load (issue 17); this is under 1.
 * Every language, English included, is a chunk of its own loaded when shown: the first load carries
 * only the language of the interface (issue 10). The locale files have the same keys (a test checks).
 */
type Messages = { [key: string]: string | Messages };
export type TranslateOptions = Record<string, unknown> & { count?: number };
export type TFunction = (key: string, options?: TranslateOptions) => string;

const loaders = import.meta.glob<{ default: Messages }>('../locales/*.json');
const bundles = new Map<Locale, Messages>();
const pluralRules = new Map<Locale, Intl.PluralRules>();
const listeners = new Set<() => void>();

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function pluralForm(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(localeTag(locale))));
  return rules.select(count);
}

/** `key` in `locale`; a missing key shows itself, as i18next did. */
function translate(locale: Locale, key: string, options?: TranslateOptions): string {
  const messages = bundles.get(locale);
  const count = options?.count;
  const plural =
    typeof count === 'number'
      ? (lookup(messages, `${key}_${pluralForm(locale, count)}`) ?? lookup(messages, `${key}_other`))
      : undefined;
  const template = plural ?? lookup(messages, key) ?? key;
  if (!options) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in options ? String(options[name]) : placeholder,
  );
}

/** The current language and `t` for code outside components (stores, API errors, toasts). */
export const i18n = {
  language: FALLBACK_LOCALE,
  t: ((key, options) => translate(i18n.language, key, options)) as TFunction,
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentLanguage = () => i18n.language;

/** `t` bound to the current language; a component using it renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const t = useMemo<TFunction>(() => (key, options) => translate(language, key, options), [language]);
  return { t, i18n };
}

export async function initI18n(locale: Locale = detectLocale()): Promise<void> {
  await changeLocale(locale, { remember: false });
}

/** Switches the interface language at once; `remember` stores the choice (§1 local storage first). */
export async function changeLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  if (!bundles.has(locale)) {
    const load = loaders[`../locales/${locale}.json`];
    if (load) bundles.set(locale, (await load()).default);
  }
  i18n.language = locale;
  for (const listener of listeners) listener();
  document.documentElement.lang = localeTag(locale);
  if (remember) setItem(storageKeys.locale, locale);
}
