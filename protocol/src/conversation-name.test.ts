import { describe, expect, it } from 'vitest';
import { provisionalName } from './conversation-name.ts';

describe('provisionalName', () => {
  it('names a conversation from its first message on one line', () => {
    expect(provisionalName('  What is\n\nthe capital   of France? ')).toBe('What is the capital of France?');
  });

  it('cuts a long first message to 48 characters with an ellipsis', () => {
    const name = provisionalName('word '.repeat(30));
    expect(name).toHaveLength(48);
    expect(name.endsWith('…')).toBe(true);
  });

  it('uses the fallback given in the user language when the message has no text', () => {
    expect(provisionalName('   ', 'Nouvelle conversation')).toBe('Nouvelle conversation');
    expect(provisionalName('')).toBe('New Conversation');
  });

  it('leaves out control characters and never ends on half an emoji, so the server takes the name (issue 19)', () => {
    expect(provisionalName('\u0000Hello\u0007 there\u0085')).toBe('Hello there');
    const name = provisionalName(`${'a'.repeat(46)}😀 and more words after it`);
    expect(name).toBe(`${'a'.repeat(46)}…`);
    expect(provisionalName('\u0000\u0001')).toBe('New Conversation');
  });
});
