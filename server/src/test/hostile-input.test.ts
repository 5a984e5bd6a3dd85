import { describe, expect, it } from 'vitest';
import { queryString } from './hostile-input.ts';

describe('queryString (the fuzz builds query strings with it)', () => {
  it('writes an array holding a null-prototype object, as fast-check makes them, without throwing', () => {
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    expect(queryString([bare, 'x'])).toBe(`?q=${encodeURIComponent('[{"a":1},"x"]')}`);
  });

  it('writes an object field by field, strings as they are and the rest as JSON', () => {
    expect(queryString({ q: 'hi', limit: 5, tags: [1] })).toBe('?q=hi&limit=5&tags=%5B1%5D');
  });
});
