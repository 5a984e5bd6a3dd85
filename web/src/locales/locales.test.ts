import { LOCALES } from '@chat/protocol';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** Plural forms differ by language (Romanian has "few"); compare the keys without their plural suffix. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (file: unknown) => [...new Set(keys(file).map((key) => key.replace(PLURAL, '')))].sort();

describe('locale files', () => {
  const english = baseKeys(files['./en.json']);

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the keys of en, none empty', (locale) => {
    const file = files[`./${locale}.json`];
    expect(file, `${locale}.json exists`).toBeDefined();
    expect(baseKeys(file)).toEqual(english);
    for (const key of keys(file)) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
      expect(typeof text === 'string' && text.trim().length > 0, `${locale}: ${key}`).toBe(true);
    }
  });
});
