import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeltaBatcher } from './delta-batcher.ts';

describe('delta batcher (one emit per answer per interval)', () => {
  let sent: string[];
  let starts: number[];
  let batcher: DeltaBatcher;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    starts = [];
    batcher = new DeltaBatcher(
      (text, at) => {
        sent.push(text);
        starts.push(at);
      },
      25,
      100,
    );
  });
  afterEach(() => vi.useRealTimers());

  /** The end of the current turn: the microtasks queued so far have run. */
  const endOfTurn = () => Promise.resolve();

  it('sends the first piece at the end of its turn and joins the pieces of the next interval into one delta, in order', async () => {
    batcher.push('Hel');
    expect(sent).toEqual([]);
    await endOfTurn();
    expect(sent).toEqual(['Hel']);
    batcher.push('lo');
    batcher.push(' wor');
    vi.advanceTimersByTime(10);
    batcher.push('ld');
    await endOfTurn();
    expect(sent).toEqual(['Hel']);
    vi.advanceTimersByTime(15);
    expect(sent).toEqual(['Hel', 'lo world']);
    // Each delta says where it starts in the answer (issue 18: a client tells a missed or repeated one).
    expect(starts).toEqual([0, 3]);
  });

  it('joins the pieces of one turn (one read of the stream) into the first delta', async () => {
    for (const piece of ['Hello', ' from', ' the', ' model']) batcher.push(piece);
    await endOfTurn();
    expect(sent).toEqual(['Hello from the model']);
  });

  it('sends a piece at the end of its turn again after a pause longer than the interval', async () => {
    batcher.push('one ');
    await endOfTurn();
    vi.advanceTimersByTime(40);
    batcher.push('two');
    await endOfTurn();
    expect(sent).toEqual(['one ', 'two']);
  });

  it('flush sends what waits at once, and nothing is sent twice when the turn or the interval ends', async () => {
    batcher.push('a');
    await endOfTurn();
    batcher.push('b');
    batcher.push('c');
    batcher.flush();
    expect(sent).toEqual(['a', 'bc']);
    batcher.push('d');
    batcher.flush();
    await endOfTurn();
    vi.advanceTimersByTime(100);
    batcher.flush();
    expect(sent).toEqual(['a', 'bc', 'd']);
  });

  it('sends early when the waiting text reaches the size cap', async () => {
    batcher.push('x');
    await endOfTurn();
    batcher.push('y'.repeat(60));
    batcher.push('z'.repeat(60));
    expect(sent).toEqual(['x', `${'y'.repeat(60)}${'z'.repeat(60)}`]);
    batcher.push('after');
    vi.advanceTimersByTime(25);
    expect(sent.at(-1)).toBe('after');
    expect(sent.join('')).toBe(`x${'y'.repeat(60)}${'z'.repeat(60)}after`);
  });

  it('ignores empty pieces', () => {
    batcher.push('');
    batcher.flush();
    expect(sent).toEqual([]);
  });
});
