import { describe, expect, it, vi } from 'vitest';
import { createDeltaBuffer } from './delta-buffer';

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
    buffer.push('a', 'Hel');
    buffer.push('b', 'Other ');
    buffer.push('a', 'lo');
    expect(apply).not.toHaveBeenCalled();
    frames.runFrame();
    expect(apply).toHaveBeenCalledTimes(1);
    expect([...apply.mock.calls[0]![0]]).toEqual([
      ['a', 'Hello'],
      ['b', 'Other '],
    ]);
    buffer.push('a', '!');
    frames.runFrame();
    expect(apply).toHaveBeenCalledTimes(2);
    expect([...apply.mock.calls[1]![0]]).toEqual([['a', '!']]);
  });

  it('schedules one frame for many deltas; flush applies at once and leaves nothing for the frame', () => {
    const schedule = vi.fn();
    const apply = vi.fn();
    const buffer = createDeltaBuffer(apply, schedule);
    for (let index = 0; index < 500; index += 1) buffer.push('a', 'x');
    expect(schedule).toHaveBeenCalledTimes(1);
    buffer.flush();
    expect(apply.mock.calls[0]![0].get('a')).toHaveLength(500);
    schedule.mock.calls[0]![0]();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('drops pending deltas when cleared', () => {
    const frames = manualFrames();
    const apply = vi.fn();
    const buffer = createDeltaBuffer(apply, frames.schedule);
    buffer.push('a', 'lost');
    buffer.clear();
    frames.runFrame();
    expect(apply).not.toHaveBeenCalled();
  });
});
