import { describe, expect, it } from 'vitest';
import { cleanTitle } from './title.ts';

describe('cleanTitle', () => {
  it('stores a model title as a name the database takes: no control character, no half emoji (issue 19)', () => {
    expect(cleanTitle('Title:\u0000 Moon\u0007 facts\uD800')).toBe('Moon facts');
    const long = cleanTitle(`${'a'.repeat(58)}😀 and more`);
    expect(long).toBe(`${'a'.repeat(58)}…`);
    expect(cleanTitle('\u0000\u0001')).toBeUndefined();
  });
});
