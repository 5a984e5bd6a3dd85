import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT, type ImportSkip } from '@chat/protocol';
import { chatGptConversation } from '../../../../e2e/support/chatgpt-export.ts';
import { AppError } from '../../lib/errors.ts';
import { ImportFileReader } from './read-file.ts';

/** The file read as a stream (issue 37): the document's shapes, whatever the chunks it comes in. */
const limits = { maxBytes: 1024 * 1024, maxConversations: 3, maxMessages: 100 };
const now = new Date();
const conversation = chatGptConversation({ title: 'Hi', createdAt: now, turns: [{ user: 'Hi', assistant: 'Hello' }] });
const ours = {
  name: 'Ours',
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
  messages: [{ role: 'user', content: 'Q', createdAt: now.toISOString() }],
};

/** The titles read and the reasons left out, the text fed `size` characters at a time; or the refusal's message. */
function read(text: string, size = 7) {
  const titles: string[] = [];
  const skipped: ImportSkip['reason'][] = [];
  const reader = new ImportFileReader(limits, now, {
    conversation: (read) => titles.push(read.title),
    skip: (skip) => skipped.push(skip.reason),
  });
  try {
    for (let at = 0; at < text.length; at += size) reader.write(text.slice(at, at + size));
    reader.end();
  } catch (error) {
    if (error instanceof AppError) return error.message.replace('This file ', '');
    throw error;
  }
  return { titles, skipped };
}

describe('ImportFileReader', () => {
  it('reads a ChatGPT list, one conversation alone, and ours whatever the order of its members', () => {
    expect(read(JSON.stringify([conversation, 5, conversation]))).toEqual({ titles: ['Hi', 'Hi'], skipped: ['malformed'] });
    expect(read(` ${JSON.stringify(conversation)} `, 1)).toEqual({ titles: ['Hi'], skipped: [] });
    const document = { conversations: [ours, { name: 'Bad' }], version: 1, format: EXPORT_FORMAT };
    expect(read(JSON.stringify(document))).toEqual({ titles: ['Ours'], skipped: ['malformed'] });
    expect(read(JSON.stringify({ format: EXPORT_FORMAT, version: 1, conversations: [] }))).toEqual({ titles: [], skipped: [] });
    expect(read('[]')).toEqual({ titles: [], skipped: [] });
  });

  it('refuses what is not JSON, another kind of JSON, another version, or too many conversations', () => {
    for (const text of ['', '  ', '[1,', `${JSON.stringify([conversation])} x`, '\u0000'])
      expect(read(text)).toBe('is not a ChatGPT export or one of ours: it is not JSON.');
    for (const text of ['{}', '5', '"text"', '[1, 2]', JSON.stringify({ format: EXPORT_FORMAT, version: 1, conversations: {} })])
      expect(read(text)).toBe('is not a ChatGPT export or one of ours.');
    expect(read(JSON.stringify({ conversations: [ours], format: EXPORT_FORMAT, version: 99 }))).toBe(
      'is not a ChatGPT export or one of ours: it was made by another version of this app.',
    );
    expect(read(JSON.stringify(Array(5).fill(conversation)))).toBe('holds 5 conversations; one import takes at most 3.');
  });
});
