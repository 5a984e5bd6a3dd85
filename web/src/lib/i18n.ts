import { FALLBACK_LOCALE, type Locale } from '@chat/protocol';
import { useSyncExternalStore } from 'react';
import { detectLocale, localeTag } from './locale';
import type { LocalePart } from './locale-parts';
import { setItem, storageKeys } from './storage';

/**
 * The interface's translations: nested keys (`chat.send`), `{{name}}` interpolation and plurals by
 * `count` (`key_one`, `key_few`, `key_other`, chosen by Intl.PluralRules). That is all the app uses of
 * i18next, which with react-i18next was 17 KiB gzip of the first load (issue 17); this is under 1.
 * Every language, English included, is loaded when shown, in two chunks (locale-parts.ts): the first
 * load carries only what the chat screen needs in the language of the interface (issues 10 and 17);
 * the sections of the other screens come when the first of them opens (`loadPageMessages`). The
 * locale files have the same keys (a test checks).
 */
type Messages = { [key: string]: string | Messages };
export type TranslateOptions = Record<string, unknown> & { count?: number };
export type TFunction = (key: string, options?: TranslateOptions) => string;

type Loaders = Record<string, () => Promise<Messages>>;
const loaders: Record<LocalePart, Loaders> = {
  first: import.meta.glob<Messages>('../locales/*.json', { query: '?part=first', import: 'default' }),
  pages: import.meta.glob<Messages>('../locales/*.json', { query: '?part=pages', import: 'default' }),
  console: import.meta.glob<Messages>('../locales/*.json', { query: '?part=console', import: 'default' }),
};
/** The messages of each language, from the parts loaded so far. */
const bundles = new Map<Locale, Messages>();
const loaded = new Set<`${Locale}:${LocalePart}`>();
/** Once a screen needed the pages part (or the console's), a change of language loads it too. */
let pagesWanted = false;
let consoleWanted = false;
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

/**
 * `key` in `locale`; a missing key shows itself, as i18next did. A key of a part not loaded yet (a
 * screen that did not ask for its messages) loads it, and the components using it render again.
 */
function translate(locale: Locale, key: string, options?: TranslateOptions): string {
  const messages = bundles.get(locale);
  if (messages?.[key.split('.')[0]!] === undefined && !loaded.has(`${locale}:pages`)) void loadPageMessages();
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

const bind =
  (language: Locale): TFunction =>
  (key, options) =>
    translate(language, key, options);
/** A new `t` whenever the language or the loaded messages change: components and effects using it run again. */
let currentT = bind(i18n.language);
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const getT = () => currentT;
const notify = () => {
  currentT = bind(i18n.language);
  for (const listener of listeners) listener();
};

/** `t` in the current language; a component using it renders again when the language or its messages change. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  return { t: useSyncExternalStore(subscribe, getT, getT), i18n };
}

export async function initI18n(locale: Locale = detectLocale()): Promise<void> {
  await changeLocale(locale, { remember: false });
}

async function loadPart(locale: Locale, part: LocalePart): Promise<void> {
  if (loaded.has(`${locale}:${part}`)) return;
  const load = loaders[part][`../locales/${locale}.json`];
  if (!load) return;
  const messages = await load();
  // A chunk that failed to load settles with nothing while the page reloads to the new version (§8,
  // lib/preload-error.ts): the language must not switch to texts that never came.
  if (!messages) throw new Error(`The ${part} texts of ${locale} did not load.`);
  bundles.set(locale, { ...bundles.get(locale), ...messages });
  loaded.add(`${locale}:${part}`);
}

/** The messages of the screens other than chat, in the current language; a lazy page awaits them. */
export async function loadPageMessages(): Promise<void> {
  pagesWanted = true;
  const locale = i18n.language;
  if (loaded.has(`${locale}:pages`)) return;
  await loadPart(locale, 'pages');
  notify();
}

/** The operator console's messages (issue 22), which no customer's screen loads. */
export async function loadConsoleMessages(): Promise<void> {
  consoleWanted = true;
  const locale = i18n.language;
  if (loaded.has(`${locale}:console`)) return;
  await loadPart(locale, 'console');
  notify();
}

/** Switches the interface language at once; `remember` stores the choice (§1 local storage first). */
export async function changeLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  await Promise.all([
    loadPart(locale, 'first'),
    pagesWanted && loadPart(locale, 'pages'),
    consoleWanted && loadPart(locale, 'console'),
  ]);
  i18n.language = locale;
  notify();
  // No document when the shell is pre-rendered at build time (app/shell).
  if (typeof document !== 'undefined') document.documentElement.lang = localeTag(locale);
  if (remember) setItem(storageKeys.locale, locale);
}
