import { describe, expect, it } from 'vitest';
import { LEGAL_SECTIONS } from '@/features/legal';
import { serverMessageKeys } from '@/lib/server-messages';
import en from './en.json';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const englishKeys = new Set(keys(en));
/** A key with a count may exist only in its plural forms (`x_one`, `x_other`, …). */
const PLURAL_SUFFIXES = ['', '_zero', '_one', '_two', '_few', '_many', '_other'];
const exists = (key: string) => PLURAL_SUFFIXES.some((suffix) => englishKeys.has(key + suffix));
const code = Object.values(sources).join('\n');

/** Keys written out in the code: t('a.b'), i18n.t('a.b'), titleKey: 'a.b', titleKey="a.b". */
const literalKeys = [
  ...code.matchAll(/\bt\(\s*'([a-zA-Z][\w]*(?:\.[\w]+)+)'/g),
  ...code.matchAll(/titleKey[=:]\s*["']([a-zA-Z][\w]*(?:\.[\w]+)+)["']/g),
].map((match) => match[1]!);
/** Keys the server-message mapping shows (lib/server-messages.ts). */
literalKeys.push(...serverMessageKeys());

/** The sections this issue owns: every key in them must be used, so none rots. */
const OWNED_SECTIONS = ['pwa', 'install', 'offline', 'update', 'language', 'legal', 'serverErrors'];
const legalKeys = Object.entries(LEGAL_SECTIONS).flatMap(([page, sections]) => [
  `legal.${page}.intro`,
  ...sections.flatMap((section) => [`legal.${page}.${section}.title`, `legal.${page}.${section}.body`]),
]);

describe('translation keys', () => {
  it('every key written in the code exists in en (and so, by locales.test, in every locale)', () => {
    expect(literalKeys.length).toBeGreaterThan(50);
    expect(literalKeys.filter((key) => !exists(key))).toEqual([]);
  });

  it('every key of the pwa, install, offline, update, language, legal and serverErrors sections is used', () => {
    const used = new Set([...literalKeys, ...legalKeys]);
    const owned = [...englishKeys]
      .filter((key) => OWNED_SECTIONS.includes(key.split('.')[0]!))
      .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''));
    expect(owned.filter((key) => !used.has(key))).toEqual([]);
    // Every legal section the pages render has its texts.
    expect(legalKeys.filter((key) => !englishKeys.has(key))).toEqual([]);
  });
});
