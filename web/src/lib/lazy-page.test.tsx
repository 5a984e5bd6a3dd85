import { render, screen } from '@testing-library/react';
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
    renderLazy(lazyPage(() => Promise.resolve(undefined)));
    // A page that loads beside it: once it shows, React has long handled the settled load above.
    const Beside = lazyPage(() => Promise.resolve(() => <h1>Beside</h1>));
    render(
      <Suspense fallback={<p>loading too</p>}>
        <Beside />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Beside' })).toBeInTheDocument();
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
