import { describe, expect, it } from 'vitest';
import { completeStreamingBlock } from './markdown-complete';
import { INCOMPLETE_LINK } from './markdown-inline';

describe('completeStreamingBlock', () => {
  it.each([
    ['Here is **bo', 'Here is **bo**'],
    ['Here is **bold*', 'Here is **bold**'],
    ['a *it', 'a *it*'],
    ['__strong und', '__strong und__'],
    ['with ~~stru', 'with ~~stru~~'],
    ['a `co', 'a `co`'],
    ['**bold *nested', '**bold *nested***'],
    ['text **', 'text'],
    ['snake_case and 2 * 3', 'snake_case and 2 * 3'],
    ['x \\', 'x'],
  ])('closes open inline Markdown: %j → %j', (streamed, shown) => {
    expect(completeStreamingBlock(streamed)).toBe(shown);
  });

  it('holds back math being written until it closes, and shows a lone $ of prose (issue 38)', () => {
    const cases: [string, string][] = [
      ['The energy is $E=m', 'The energy is'],
      ['The energy is $E=mc^2$ here', 'The energy is $E=mc^2$ here'],
      ['so $2^n', 'so'],
      ['a block $$x', 'a block'],
      ['then \\(E=m', 'then'],
      ['then \\(E=mc^2\\) done', 'then \\(E=mc^2\\) done'],
      ['and \\[x', 'and'],
      ['ends with $', 'ends with'],
      ['A coffee costs $5 today', 'A coffee costs $5 today'],
      ['costs $5 and **bo', 'costs $5 and **bo**'],
      ['price $ 5', 'price $ 5'],
      ['code `$x` and *it', 'code `$x` and *it*'],
      ['inside $a*b', 'inside'],
    ];
    for (const [streamed, shown] of cases) expect(completeStreamingBlock(streamed), streamed).toBe(shown);
  });

  it('shows a link’s text while its target streams, and holds back a bracket that may become a link', () => {
    expect(completeStreamingBlock('a [ref](https://exa')).toBe(`a [ref](${INCOMPLETE_LINK})`);
    expect(completeStreamingBlock('**a [b *c](https://exa')).toBe(`**a [b *c*](${INCOMPLETE_LINK})**`);
    expect(completeStreamingBlock('a [ref')).toBe('a');
    expect(completeStreamingBlock('a [ref]')).toBe('a');
    expect(completeStreamingBlock('a ![image](https://exa')).toBe('a');
  });

  it('never lets a line of markers alone turn the paragraph above into a heading, a rule or a list', () => {
    for (const line of ['-', '- ', '==', '*', '---', '1', '1.', '#', '## ', '>'])
      expect(completeStreamingBlock(`A paragraph\n${line}`)).toBe('A paragraph');
    expect(completeStreamingBlock('A paragraph\n- it')).toBe('A paragraph\n- it');
    expect(completeStreamingBlock('## Hea')).toBe('## Hea');
  });

  it('shows a table from its complete header line on, its delimiter row written out', () => {
    expect(completeStreamingBlock('| Name | Va')).toBe('');
    expect(completeStreamingBlock('| Name | Value |\n')).toBe('| Name | Value |\n| --- | --- |');
    expect(completeStreamingBlock('| Name | Value |\n| --- | -')).toBe('| Name | Value |\n| --- | --- |');
    expect(completeStreamingBlock('| a | b |\n| - | - |\n| 1 | *x')).toBe('| a | b |\n| - | - |\n| 1 | *x*');
  });

  it('keeps an open code fence open, showing its fence line and closing fence only once complete', () => {
    expect(completeStreamingBlock('Intro\n```t')).toBe('Intro');
    expect(completeStreamingBlock('```ts\nconst a = **b')).toBe('```ts\nconst a = **b');
    expect(completeStreamingBlock('```ts\ncode\n``')).toBe('```ts\ncode');
    expect(completeStreamingBlock('$$\nx = ')).toBe('');
  });
});
