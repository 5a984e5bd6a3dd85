import type { CustomerSearch } from '@chat/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestRouter } from '@/test/router';
import { loadConsoleMessages } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { CustomersPage } from './customers-page';

const ana = {
  _id: '0123456789abcdef01234567',
  name: 'Ana Pop',
  email: 'ana@example.com',
  phone: '+40712345678',
  createdAt: '2026-11-01T10:00:00.000Z',
  plan: 'plus' as const,
};
const page = (customers: CustomerSearch['customers']): CustomerSearch => ({
  customers,
  skip: 0,
  limit: 24,
  count: customers.length,
  countCapped: false,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
/** The search each call to the API asked for. */
const asked = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('q'));
let fetch: ReturnType<typeof vi.fn>;

beforeEach(() => {
  queryClient.clear();
  fetch = vi.fn((url: string) => {
    const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
    return Promise.resolve(json(page(q === '' || q.startsWith('ana') ? [ana] : [])));
  });
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => vi.unstubAllGlobals());

// The console's texts are a locale part of their own, which the console loads when it opens.
beforeAll(() => loadConsoleMessages());

describe('the customers search (issue 22)', () => {
  it('lists the newest customers, then asks the API with what was typed once typing pauses; each row opens the customer', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <TestRouter>
          <CustomersPage />
        </TestRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: /Ana Pop/ })).toHaveAttribute('href', `/admin/customers/${ana._id}`);
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/admin/customers?');
    expect(asked(fetch)).toEqual(['']);
    expect(screen.getByRole('link', { name: /Ana Pop/ })).toHaveTextContent('Plus');

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Search customers'), 'ana@exa');
    // One call for the pause, not one per character.
    await vi.waitFor(() => expect(asked(fetch)).toEqual(['', 'ana@exa']));

    await user.clear(screen.getByLabelText('Search customers'));
    await user.paste('nobody');
    expect(await screen.findByText('No customer matches.')).toBeVisible();
  });
});
