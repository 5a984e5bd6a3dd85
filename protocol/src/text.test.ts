import { describe, expect, it } from 'vitest';
import { truncateText } from './text.ts';
import { publicLineText } from './text-schemas.ts';

describe('truncateText (issue 37)', () => {
  it('cuts to at most max UTF-16 units, never between the halves of a surrogate pair', () => {
    expect(truncateText(`${'a'.repeat(199)}😀`, 200)).toBe('a'.repeat(199));
    expect(truncateText(`${'a'.repeat(198)}😀`, 200)).toBe(`${'a'.repeat(198)}😀`);
    expect(truncateText('😀😀', 3)).toBe('😀');
    expect(truncateText('abc', 2)).toBe('ab');
    expect(truncateText('short', 200)).toBe('short');
  });
});

describe('publicLineText (issue 37)', () => {
  const schema = publicLineText().max(40);
  it('refuses control and bidirectional control characters, and keeps any script', () => {
    for (const text of ['a\u0000b', 'a\u202Eb', 'a\u202Ab', 'a\u2066b', 'a\u2069b', 'a\uD800b'])
      expect(schema.safeParse(text).success, JSON.stringify(text)).toBe(false);
    for (const text of ['Starter', 'خطة\u200F', 'Plan 😀', '  Plus  ']) expect(schema.safeParse(text).success, text).toBe(true);
    expect(schema.parse('  Plus  ')).toBe('Plus');
  });
});
