import type { FakeReply } from '../../server/src/test/fake-openai.ts';
import { HOLD } from './fake-answers.ts';

// No imports beyond types and fake-answers.ts: the fake model (fake-openai-server.ts) runs this in a plain Node process.

/**
 * A short answer with every Markdown construct that can show raw markers while it streams: bold,
 * italic, inline code, links, headings, lists, a table and a code fence (streaming.spec.ts).
 */
export const RICH_ANSWER = [
  '## Streaming check',
  '',
  'Here is **bold text**, then *italic words*, `inline code` and a [reference link](https://example.com/docs/page) in one paragraph.',
  'Rich *italic*, `inline code` and __strong underscores__ with ~~struck~~ words.',
  '',
  '- first item with **bold**',
  '- second item with `code` and a [link](https://example.com/item)',
  '',
  '1. Check the *first* step',
  '2. Then the second',
  '',
  '| Name | Value | Note |',
  '| --- | ---: | :-- |',
  '| alpha | 1 | *first* |',
  '| beta | 22 | `second` |',
  '',
  '```ts',
  'const answer = 42;',
  'console.log(answer);',
  '```',
  '',
  '### Closing words',
  '',
  'Done, with a [last link](https://example.com/end) and **the end**.',
].join('\n');

/** A seeded generator (mulberry32): the same question streams the same chunks each run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where a held rich answer stops until released: inside a table row, inside an emphasis. */
const RICH_ANSWER_HELD_AT = RICH_ANSWER.indexOf('| alpha | 1 | *fir') + '| alpha | 1 | *fir'.length;

/**
 * "RICH ANSWER CHARS" in a question streams RICH_ANSWER one character per chunk; "RICH ANSWER
 * RANDOM <seed>" in chunks of 1 to 12 characters with irregular pauses, so chunk boundaries fall
 * everywhere, inside every marker. With "HOLD <key>" the stream stops after the piece that reaches
 * RICH_ANSWER_HELD_AT until the test releases the key: a state the page must show mid-answer,
 * however loaded the machine (without it, a stalled page may receive the whole answer at once).
 */
export function richAnswer(question: string): FakeReply | undefined {
  const match = /RICH ANSWER (CHARS|RANDOM (\d+))/.exec(question);
  if (!match) return undefined;
  const pieces = match[1] === 'CHARS' ? [...RICH_ANSWER] : randomPieces(Number(match[2]));
  const timing = match[1] === 'CHARS' ? { firstTokenDelayMs: 100, pieceDelayMs: 2 } : { firstTokenDelayMs: 100, pieceDelayMs: 9 };
  const hold = HOLD.exec(question)?.[1];
  return { pieces, ...timing, ...(hold ? { hold, holdAfter: pieceReaching(pieces, RICH_ANSWER_HELD_AT) } : {}) };
}

function randomPieces(seed: number): string[] {
  const random = seeded(seed);
  const pieces: string[] = [];
  for (let at = 0; at < RICH_ANSWER.length;) {
    const size = 1 + Math.floor(random() * 12);
    pieces.push(RICH_ANSWER.slice(at, at + size));
    at += size;
  }
  return pieces;
}

/** The index of the piece after which the text so far is at least `length` characters long. */
function pieceReaching(pieces: string[], length: number): number {
  let sent = 0;
  for (const [index, piece] of pieces.entries()) {
    sent += piece.length;
    if (sent >= length) return index;
  }
  return pieces.length - 1;
}
