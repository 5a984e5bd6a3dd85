import { describe, expect, it } from 'vitest';
import { ActiveTurns } from './active-turns.ts';

describe('ActiveTurns', () => {
  it("stops a customer's running answer, never another customer's", () => {
    const turns = new ActiveTurns();
    const controller = turns.start('a'.repeat(24), 'alice');
    expect(turns.stop('a'.repeat(24), 'bob')).toBe(false);
    expect(controller.signal.aborted).toBe(false);
    expect(turns.stop('a'.repeat(24), 'alice')).toBe(true);
    expect(controller.signal.aborted).toBe(true);
  });

  it('honours a stop that arrives before the answer starts, for the same customer only', () => {
    const turns = new ActiveTurns();
    turns.stop('b'.repeat(24), 'alice');
    expect(turns.start('b'.repeat(24), 'alice').signal.aborted).toBe(true);
    turns.stop('c'.repeat(24), 'bob');
    expect(turns.start('c'.repeat(24), 'alice').signal.aborted).toBe(false);
  });

  it('keeps the text streamed so far until the turn finishes', () => {
    const turns = new ActiveTurns();
    turns.start('d'.repeat(24), 'alice');
    turns.append('d'.repeat(24), 'Hel');
    turns.append('d'.repeat(24), 'lo');
    expect(turns.partialText('d'.repeat(24))).toBe('Hello');
    turns.finish('d'.repeat(24));
    expect(turns.partialText('d'.repeat(24))).toBeUndefined();
  });
});
