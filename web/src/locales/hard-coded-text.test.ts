import { describe, expect, it } from 'vitest';
import { findHardCodedText } from '@/test/hard-coded-text';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Text that is not language and so is the same in every locale: names of products and
 * companies. Anything a person reads as a word or sentence goes through t(...).
 */
const NOT_LANGUAGE = new Set(['Google', 'WhatsApp', 'Stripe', 'pawaPay']);

describe('no interface text outside the locale files', () => {
  it('finds no hard-coded text in components, attributes or toasts', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const found = Object.entries(sources).flatMap(([file, source]) =>
      findHardCodedText(file.replace('../', 'web/src/'), source, NOT_LANGUAGE),
    );
    expect(found.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });

  it('catches each kind of hard-coded text and lets translated text, symbols and allowed names pass', () => {
    const component = `
      export function Sample({ busy, t }) {
        return (
          <section aria-label="Main area" title={busy ? t('a.busy') : 'Idle'}>
            <h1>Welcome back</h1>
            <img src="/a.png" alt="A cat" />
            <input placeholder={\`Search \${t('a.things')}\`} className="text-sm" type="search" />
            <Row label="Google" confirmLabel="Remove it" />
            <p>{busy && 'Working'}</p>
            <>{'Loose text'}</>
            <p>{t('a.fine')} · 42 % {'→'}</p>
            <img src="/b.png" alt="" />
          </section>
        );
      }
      toast.error('Could not save', { description: 'Try again' });
      toast.success(t('a.saved'));
    `;
    const found = findHardCodedText('sample.tsx', component, new Set(['Google'])).map(({ line, text }) => [line, text]);
    expect(found).toEqual([
      [4, 'Main area'],
      [4, 'Idle'],
      [5, 'Welcome back'],
      [6, 'A cat'],
      [7, 'Search'],
      [8, 'Remove it'],
      [9, 'Working'],
      [10, 'Loose text'],
      [16, 'Could not save'],
      [16, 'Try again'],
    ]);
  });
});
