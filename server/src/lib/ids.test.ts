import { isObjectId } from '@chat/protocol';
import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  it('makes 24-hex ids that start with the creation time and do not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isObjectId(id)).toBe(true);
    expect(newId(Date.UTC(2026, 0, 1)).slice(0, 8)).toBe((Date.UTC(2026, 0, 1) / 1000).toString(16));
  });
});
