import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { collector } from './idle-trim.ts';

describe('collector', () => {
  it("answers V8's garbage collector and leaves --expose-gc off for everything else", () => {
    const collect = collector();
    expect(typeof collect).toBe('function');
    // Callable with the options trimWhenIdle passes; a second context made now has no `gc`.
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});
