import { render, screen } from '@testing-library/react';
import ReactMarkdown from 'react-markdown';
import { describe, expect, it, vi } from 'vitest';
import Markdown from './markdown';

vi.mock('react-markdown', async (importOriginal) => {
  const original = await importOriginal<{ default: typeof ReactMarkdown }>();
  return { ...original, default: vi.fn(original.default) };
});

/** The texts react-markdown was asked to parse, one per call. */
const parsed = () => vi.mocked(ReactMarkdown).mock.calls.map(([props]) => props.children);

describe('Markdown while an answer streams', () => {
  it('parses only the block still growing; earlier blocks are not parsed again', () => {
    const first = '## Earlier part\n\nA finished paragraph.\n';
    const { rerender } = render(<Markdown text={`${first}\nThe open`} streaming />);
    expect(screen.getByRole('heading', { name: 'Earlier part' })).toBeInTheDocument();
    vi.mocked(ReactMarkdown).mockClear();
    rerender(<Markdown text={`${first}\nThe open block grows`} streaming />);
    rerender(<Markdown text={`${first}\nThe open block grows **more**`} streaming />);
    expect(parsed()).toEqual(['The open block grows', 'The open block grows **more**']);
    expect(screen.getByText('more').tagName).toBe('STRONG');
  });

  it('parses no complete block again when the final text arrives, nor when the answer is shown again', () => {
    const done = '## Final part\n\n| a | b |\n| - | - |\n| 1 | 2 |\n';
    const { rerender, unmount } = render(<Markdown text={`${done}\nLast words`} streaming />);
    vi.mocked(ReactMarkdown).mockClear();
    rerender(<Markdown text={`${done}\nLast words.`} streaming={false} />);
    expect(parsed()).toEqual(['Last words.']);
    unmount();
    render(<Markdown text={`${done}\nLast words.`} streaming={false} />);
    expect(parsed()).toEqual(['Last words.']);
    expect(screen.getByRole('heading', { name: 'Final part' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2' })).toBeInTheDocument();
  });

  it('renders the whole answer as one would expect once complete', () => {
    render(<Markdown text={'Intro\n\n```\nplain code\n\nsecond line\n```\n\n- one\n\n- two'} streaming={false} />);
    expect(screen.getByTestId('code-block')).toHaveTextContent('plain code second line');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
