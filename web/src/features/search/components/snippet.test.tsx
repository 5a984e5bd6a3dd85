import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Snippet } from './snippet';

describe('Snippet of a search hit', () => {
  it('marks the matched words and shows everything else as text, markup included', () => {
    const { container } = render(
      <Snippet
        parts={[
          { text: '<img src=x onerror=alert(1)> the ', match: false },
          { text: 'treasure', match: true },
          { text: ' is <b>here</b>', match: false },
        ]}
      />,
    );
    expect(screen.getByText('treasure').tagName).toBe('MARK');
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByTestId('search-snippet').textContent).toBe('<img src=x onerror=alert(1)> the treasure is <b>here</b>');
  });
});
