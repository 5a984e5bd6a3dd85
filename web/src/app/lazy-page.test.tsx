import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function renderLazy(Page: ReturnType<typeof lazyPage<object>>) {
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('shows the fallback, then the page once its chunk has loaded', async () => {
    renderLazy(lazyPage(() => Promise.resolve(() => <h1>Plans</h1>)));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
  });

  it('keeps showing the fallback when the failed chunk is being handled by a reload (no module)', async () => {
    let loaded = false;
    renderLazy(
      lazyPage(() => {
        loaded = true;
        return Promise.resolve(undefined);
      }),
    );
    // The load settled with no module and React has handled it: the fallback stays.
    await act(() => Promise.resolve());
    expect(loaded).toBe(true);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
