import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitBlocks, splitMore, type BlockSplit } from './markdown-blocks';

describe('splitBlocks', () => {
  it('splits paragraphs, headings and tables at blank lines and gives the text back when joined', () => {
    const text = '## Title\n\nFirst paragraph\nstill first.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nLast';
    const blocks = splitBlocks(text);
    expect(blocks).toEqual(['## Title\n', 'First paragraph\nstill first.\n', '| a | b |\n| - | - |\n| 1 | 2 |\n', 'Last']);
    expect(blocks.join('\n')).toBe(text);
  });

  it('keeps a fenced code block with blank lines in one block, also while it is still open', () => {
    const code = '```ts\nconst a = 1;\n\nconst b = 2;\n```';
    expect(splitBlocks(`Intro\n\n${code}\n\nAfter`)).toEqual(['Intro\n', `${code}\n`, 'After']);
    expect(splitBlocks('Intro\n\n```py\nx = 1\n\ny = 2')).toEqual(['Intro\n', '```py\nx = 1\n\ny = 2']);
  });

  it('keeps math blocks, loose lists and indented continuations together', () => {
    const math = '$$\na = b\n\nc = d\n$$';
    expect(splitBlocks(`${math}\n\nText`)).toEqual([`${math}\n`, 'Text']);
    const list = '- one\n\n- two\n\n    more about two\n\n1. first';
    expect(splitBlocks(`${list}\n\nAfter`)).toEqual([`${list}\n`, 'After']);
  });
});

describe('splitMore (incremental)', () => {
  // Pieces that make and break blocks: fences, math, lists, indented lines, tables, partial markers.
  const piece = fc.constantFrom(
    '## Title\n',
    'words and more',
    ' ',
    '\n',
    '\n\n',
    '```ts\n',
    '```\n',
    '~~~\n',
    '$$\n',
    '- item\n',
    '-',
    '--',
    '1. one\n',
    '1',
    '.',
    '    indented\n',
    '| a | b |\n',
    '---\n',
    '`',
    '$',
    'x',
  );

  it('gives the blocks a whole split gives, whatever the sizes of the chunks the text arrives in', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1 }),
        (pieces, sizes) => {
          const text = pieces.join('');
          let split: BlockSplit | undefined;
          for (let end = 0, step = 0; end < text.length; step += 1) {
            end = Math.min(text.length, end + sizes[step % sizes.length]!);
            split = splitMore(split, text.slice(0, end));
            expect(split.blocks).toEqual(splitBlocks(text.slice(0, end)));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('scans only the open block again when the text grows', () => {
    const first = splitMore(undefined, '## Title\n\nFirst paragraph.\n\nThe open');
    const next = splitMore(first, '## Title\n\nFirst paragraph.\n\nThe open block');
    expect(next.blocks).toEqual(['## Title\n', 'First paragraph.\n', 'The open block']);
    expect(next.blocks[0]).toBe(first.blocks[0]);
    expect(splitMore(next, 'Replaced').blocks).toEqual(['Replaced']);
  });

  it('settles a block whose first line was incomplete only once the line is: "1" starts a block, "1." goes on with a list', () => {
    const partial = splitMore(undefined, '- item\n\n1');
    expect(partial.blocks).toEqual(['- item\n', '1']);
    expect(splitMore(partial, '- item\n\n1. more').blocks).toEqual(['- item\n\n1. more']);
  });
});
