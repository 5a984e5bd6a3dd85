import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mathPlugins } from '../lib/katex-loader';
import Markdown from './markdown';

// One file, one module state: the cases run in order, KaTeX not loaded at first.
describe('KaTeX, loaded when an answer first holds math (issue 39)', () => {
  it('an answer without math renders without loading KaTeX', () => {
    const { container } = render(<Markdown text={'## A title\n\nSome **bold** prose, no formula.'} streaming={false} />);
    expect(container.querySelector('h2')).toHaveTextContent('A title');
    expect(mathPlugins()).toBeUndefined();
  });

  it('an answer with math renders at once, then typesets it once KaTeX has loaded', async () => {
    const text = 'The energy is $E=mc^2$, as Einstein wrote.';
    const { container, findByText } = render(<Markdown text={text} streaming={false} />);
    expect(container).toHaveTextContent('The energy is');
    await expect.poll(() => container.querySelector('.katex'), { timeout: 10_000 }).not.toBeNull();
    expect(mathPlugins()).toBeDefined();
    expect(await findByText(/as Einstein wrote/)).toBeInTheDocument();
    // A block rendered before KaTeX was there is not kept: rendered again, it is typeset at once.
    const again = render(<Markdown text={text} streaming={false} />);
    expect(again.container.querySelector('.katex')).not.toBeNull();
  });
});
