import { describe, expect, it } from 'vitest';
import { splitBlocks } from './markdown-blocks';

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
