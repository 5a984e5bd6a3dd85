import { describe, expect, it } from 'vitest';
import { detectLocale, localeTag } from './locale';

describe('locale detection (§1)', () => {
  it('prefers the stored locale', () => {
    expect(detectLocale('ro', ['fr-FR'])).toBe('ro');
  });

  it('otherwise takes the first browser language that is one of the five, by primary subtag', () => {
    expect(detectLocale(undefined, ['de-DE', 'fr-CA', 'es'])).toBe('fr');
    expect(detectLocale(undefined, ['it'])).toBe('it');
  });

  it('ignores an unsupported stored value and falls back to en', () => {
    expect(detectLocale('de', ['de-DE', 'ja'])).toBe('en');
    expect(detectLocale(undefined, [])).toBe('en');
  });

  it('formats en as the default locale en-US', () => {
    expect(localeTag('en')).toBe('en-US');
    expect(localeTag('fr')).toBe('fr');
  });
});
