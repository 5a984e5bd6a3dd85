import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Markdown from './markdown';

/** Answers with every construct whose markers could show raw while it streams. */
const corpus = [
  [
    '## Streaming check',
    '',
    'Here is **bold text**, then *italic words*, `inline code` and a [reference link](https://example.com/docs/page) here.',
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
    '```',
    '',
    '### Closing words',
    '',
    'Done, with a [last link](https://example.com/end) and **the end**.',
  ].join('\n'),
  'Intro line\n\n```\nplain code\nsecond line\n```\n\nA paragraph\nthat goes on with **bold *nested italic* inside** it.\n\n> A quote with `code`.\n\n* star item\n* another *one*\n\nNumbers: 2 * 3 = 6, snake_case stays, 10 - 4 = 6.',
  '# Title\n\nText with a [link with **bold** text](https://example.com/a_b) and ***both*** at once.\n\n---\n\nEnd with `x` and ~~no~~ yes.',
  // Issue 38: math is held back until it closes; a price is prose.
  'A coffee costs $5 and **more** today.\n\nThe energy is $E=mc^2$, with \\(a^2+b^2=c^2\\) and\n\\[\n\\frac{1}{2}\n\\]\n\nDone.',
];

const BLOCK_TAGS = /<\/?(?:p|h[1-6]|li|ul|ol|table|thead|tbody|tr|td|th|pre|div|blockquote|hr|br)\b[^>]*>/g;

/** What a reader sees of an answer: its text, blocks apart, whitespace as one space. */
function visibleText(text: string, streaming: boolean): string {
  const html = renderToStaticMarkup(<Markdown text={text} streaming={streaming} />);
  const element = document.createElement('div');
  element.innerHTML = html.replace(BLOCK_TAGS, ' $&');
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Markers the final answers never show, so a reader should never see them either. */
function rawMarkers(visible: string): string[] {
  const found = ['**', '__', '~~', '](', '```', '##', '|'].filter((marker) => visible.includes(marker));
  if (/(^|\s)[#>]($|\s)/.test(visible)) found.push('a heading or quote marker');
  return found;
}

function expectPrefixRendering(answer: string, end: number, final: string) {
  const visible = visibleText(answer.slice(0, end), true);
  expect(rawMarkers(visible), `raw Markdown after ${JSON.stringify(answer.slice(0, end))}: ${visible}`).toEqual([]);
  expect(final.startsWith(visible), `${JSON.stringify(answer.slice(0, end))} shows ${JSON.stringify(visible)}`).toBe(true);
}

/** Hundreds of renders each: seconds on a loaded machine. */
const TIMEOUT = 60_000;

describe('an answer while it streams', () => {
  it.each(corpus.map((answer, index) => [index, answer]))(
    'answer %i shows, cut at every point, a beginning of its final text and no raw marker',
    (_index, answer) => {
      const final = visibleText(answer, false);
      expect(rawMarkers(final)).toEqual([]);
      for (let end = 0; end <= answer.length; end += 1) expectPrefixRendering(answer, end, final);
    },
    TIMEOUT,
  );

  // Answers assembled from pieces a model writes, cut anywhere.
  const piece = fc.constantFrom(
    '\n\n## A heading\n\n',
    'Some words with **bold** and *italic* text. ',
    'A [link](https://example.com/x) in the middle. ',
    'Code like `value * 2` inline. ',
    '\n\n- one item\n- another with __weight__\n\n',
    '\n\n1. first\n2. second\n\n',
    '\n\n| a | b |\n| --- | --- |\n| 1 | **2** |\n\n',
    '\n\n```py\nprint(1)\n```\n\n',
    'Last ~~old~~ new line.\n',
  );

  it(
    'any answer made of such pieces, cut anywhere, shows a beginning of its final text',
    () => {
      fc.assert(
        fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), fc.nat(), (pieces, cut) => {
          const answer = pieces.join('');
          expectPrefixRendering(answer, cut % (answer.length + 1), visibleText(answer, false));
        }),
        { numRuns: 500 },
      );
    },
    TIMEOUT,
  );
});
