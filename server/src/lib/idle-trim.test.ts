import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { collector, TrimSchedule } from './idle-trim.ts';

describe('collector', () => {
  it("answers V8's garbage collector and leaves --expose-gc off for everything else", () => {
    const collect = collector();
    expect(typeof collect).toBe('function');
    // Callable with the options trimWhenIdle passes; a second context made now has no `gc`.
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});

describe('TrimSchedule', () => {
  const MB = 1024 * 1024;
  /** Feeds readings (true = a busy second) at a constant heap size; answers those that trimmed. */
  const run = (schedule: TrimSchedule, readings: boolean[], heap: number) =>
    readings.flatMap((busy, index) => (schedule.reading(busy, heap) ? [index] : []));

  it('trims once, on the third idle second after work, when the heap grew since the start', () => {
    const schedule = new TrimSchedule(10 * MB);
    expect(run(schedule, [true, false, false, false, false, false], 30 * MB)).toEqual([3]);
  });

  it('does not trim an idle thread that never worked', () => {
    expect(run(new TrimSchedule(10 * MB), [false, false, false, false, false], 30 * MB)).toEqual([]);
  });

  it('starts counting again when work comes back before the third idle second', () => {
    const schedule = new TrimSchedule(10 * MB);
    expect(run(schedule, [true, false, false, true, false, false, false], 30 * MB)).toEqual([6]);
  });

  it('leaves alone a heap that barely grew since the last trim: a heartbeat is not worth two full collections', () => {
    const schedule = new TrimSchedule(10 * MB);
    expect(run(schedule, [true, false, false, false], 30 * MB)).toEqual([3]);
    schedule.trimmed(30 * MB, 12 * MB);
    // That one gave back 18 MB: the next idle period after work trims again, whatever the growth.
    expect(run(schedule, [true, false, false, false], 12 * MB)).toEqual([3]);
    schedule.trimmed(12 * MB, 11.9 * MB);
    // A heartbeat every 5 s: a busy second, then idle ones; the heap half a MB over its trimmed size.
    expect(
      run(
        schedule,
        Array.from({ length: 30 }, (_, second) => second % 5 === 0),
        12.4 * MB,
      ),
    ).toEqual([]);
    // Work grew it by 2 MB: trimmed again once idle.
    expect(run(schedule, [true, false, false, false], 13 * MB)).toEqual([3]);
  });
});
