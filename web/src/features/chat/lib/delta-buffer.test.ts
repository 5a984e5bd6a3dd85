import { describe, expect, it, vi } from 'vitest';
import { createDeltaBuffer, joinPieces } from './delta-buffer';

/** A scheduler the test runs by hand, standing for the next animation frame. */
function manualFrames() {
  const queued: (() => void)[] = [];
  return {
    schedule: (callback: () => void) => void queued.push(callback),
    runFrame: () => queued.splice(0).forEach((run) => run()),
  };
}

describe('delta buffer', () => {
  it('applies every delta of a frame once, in order, per chat', () => {
    const frames = manualFrames();
    const apply = vi.fn();
    const buffer = createDeltaBuffer(apply, frames.schedule);
    buffer.push('a', 'Hel', 0);
    buffer.push('b', 'Other ', 0);
    buffer.push('a', 'lo', 3);
    expect(apply).not.toHaveBeenCalled();
    frames.runFrame();
    expect(apply).toHaveBeenCalledTimes(1);
    expect([...apply.mock.calls[0]![0]]).toEqual([
      ['a', [{ at: 0, text: 'Hello' }]],
      ['b', [{ at: 0, text: 'Other ' }]],
    ]);
    buffer.push('a', '!', 5);
    frames.runFrame();
    expect(apply).toHaveBeenCalledTimes(2);
    expect([...apply.mock.calls[1]![0]]).toEqual([['a', [{ at: 5, text: '!' }]]]);
  });

  it('schedules one frame for many deltas; flush applies at once and leaves nothing for the frame', () => {
    const schedule = vi.fn();
    const apply = vi.fn();
    const buffer = createDeltaBuffer(apply, schedule);
    for (let index = 0; index < 500; index += 1) buffer.push('a', 'x', index);
    expect(schedule).toHaveBeenCalledTimes(1);
    buffer.flush();
    expect(apply.mock.calls[0]![0].get('a')).toEqual([{ at: 0, text: 'x'.repeat(500) }]);
    schedule.mock.calls[0]![0]();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('drops pending deltas when cleared', () => {
    const frames = manualFrames();
    const apply = vi.fn();
    const buffer = createDeltaBuffer(apply, frames.schedule);
    buffer.push('a', 'lost', 0);
    buffer.clear();
    frames.runFrame();
    expect(apply).not.toHaveBeenCalled();
  });
});

describe('joinPieces', () => {
  it('adds pieces where they start: text already there is not added twice, a piece past the end waits', () => {
    expect(joinPieces('Hello', [{ at: 5, text: ' world' }])).toEqual({ text: 'Hello world', waiting: [] });
    // A page fetched meanwhile already had "Hello wo": only the rest is added.
    expect(joinPieces('Hello wo', [{ at: 5, text: ' world' }])).toEqual({ text: 'Hello world', waiting: [] });
    expect(joinPieces('Hello world', [{ at: 5, text: ' wo' }])).toEqual({ text: 'Hello world', waiting: [] });
    // " world" was missed: "!" waits for it rather than showing as "Hello!".
    expect(joinPieces('Hello', [{ at: 11, text: '!' }])).toEqual({ text: 'Hello', waiting: [{ at: 11, text: '!' }] });
    expect(
      joinPieces('Hello', [
        { at: 11, text: '!' },
        { at: 5, text: ' world' },
      ]).text,
    ).toBe('Hello world!');
  });
});
