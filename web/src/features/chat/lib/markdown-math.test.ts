import { describe, expect, it } from 'vitest';
import { withDollarMath } from './markdown-math';

describe('withDollarMath', () => {
  it('reads LaTeX’s \\( \\) and \\[ \\] as the dollars remark-math takes', () => {
    expect(withDollarMath('so \\(E=mc^2\\) holds')).toBe('so $E=mc^2$ holds');
    expect(withDollarMath('\\[\n\\int_0^1 x\\,dx\n\\]')).toBe('$$\n\\int_0^1 x\\,dx\n$$');
  });

  it('leaves code, and text without them, as it is', () => {
    expect(withDollarMath('`\\(x\\)` stays')).toBe('`\\(x\\)` stays');
    expect(withDollarMath('```tex\n\\(x\\)\n```\nthen \\(y\\)')).toBe('```tex\n\\(x\\)\n```\nthen $y$');
    expect(withDollarMath('costs $5')).toBe('costs $5');
  });
});
