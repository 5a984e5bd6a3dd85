import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteTree, type RouteNode } from '@/lib/router';
import { TestRouter } from '@/test/router';
import { AdminConsole } from './admin-console';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The console where the app's table puts it, and chat where it sends the others. */
const routes: RouteNode[] = [
  { path: '/admin/*?', element: <AdminConsole /> },
  { path: '/', element: <p>The chat</p> },
];

function renderConsole(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TestRouter path={path}>
        <RouteTree routes={routes} />
      </TestRouter>
    </QueryClientProvider>,
  );
}

describe('the operator console (issue 22)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends anyone the server does not answer as an operator to chat, as an unknown path', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { code: 'not_found', message: 'No route for GET /api/admin/operator' })),
    );
    renderConsole('/admin/audit');
    expect(await screen.findByText('The chat')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).not.toBeInTheDocument();
  });

  it('shows an operator the sections and the one asked for', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : input.toString();
        if (url.includes('/api/admin/operator')) return json(200, { _id: '0123456789abcdef01234567', email: 'boss@example.com' });
        if (url.includes('/api/admin/audit')) return json(200, { entries: [], skip: 0, limit: 24, count: 0 });
        return json(404, { code: 'not_found', message: 'No route' });
      }),
    );
    renderConsole('/admin/audit');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    for (const name of ['Dashboard', 'Customers', 'Payments', 'Models and plans', 'Reports', 'Audit log'])
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('console-operator')).toHaveTextContent('boss@example.com');
    expect(await screen.findByText('No operator actions yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  });
});
