import { describe, expect, it } from 'vitest';
import { SseDataReader } from './sse-data.ts';

/** The data of every event read from a stream whose bytes arrive in the given pieces. */
function read(pieces: Uint8Array[]): string[] {
  const events: string[] = [];
  const reader = new SseDataReader((data) => events.push(data));
  for (const piece of pieces) reader.push(piece);
  reader.end();
  return events;
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('SseDataReader', () => {
  // Multi-byte characters (2, 3 and 4 bytes), CRLF and CR line ends, a comment, a multi-line event.
  const stream = ': keep-alive\r\ndata: {"t":"é"}\r\n\r\ndata:日本\rdata: 😀\r\revent: x\nid: 1\ndata: [DONE]\n\n';
  const expected = ['{"t":"é"}', '日本\n😀', '[DONE]'];

  it('reads events, joins multi-line data and skips comments and other fields', () => {
    expect(read([bytes(stream)])).toEqual(expected);
  });

  it('reads the same events when the bytes are cut in two at any point, even inside a character', () => {
    const all = bytes(stream);
    for (let at = 0; at <= all.length; at++) expect(read([all.subarray(0, at), all.subarray(at)])).toEqual(expected);
  });

  it('reads the same events one byte at a time', () => {
    const all = bytes(stream);
    expect(read(Array.from(all, (_, index) => all.subarray(index, index + 1)))).toEqual(expected);
  });

  it('keeps a last event that the stream ends without its blank line', () => {
    expect(read([bytes('data: a\n\ndata: b')])).toEqual(['a', 'b']);
  });
});
