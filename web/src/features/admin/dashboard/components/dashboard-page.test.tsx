import type { Dashboard } from '@chat/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConsoleMessages } from '@/lib/i18n';
import { DashboardPage } from './dashboard-page';

// The charts have a test of their own; here they are a stand-in, so the page's test needs no recharts.
vi.mock('./charts', () => ({ default: () => <p>charts</p> }));

const dashboard = (range: Dashboard['range'], messages: number): Dashboard => ({
  range,
  timeZone: 'Europe/Paris',
  from: '2026-11-24T23:00:00.000Z',
  to: '2026-11-25T16:00:00.000Z',
  totals: {
    messages,
    activeCustomers: 321,
    signUps: 12,
    promptTokens: 40_000,
    completionTokens: 80_000,
    totalTokens: 120_000,
    payingCustomers: 45,
  },
  series: { unit: 'hour', points: [] },
  tokensByModel: [],
  payingByPlan: [],
  revenue: [
    { gateway: 'stripe', currency: 'eur', payments: 3, amount: 4497 },
    { gateway: 'sandbox', currency: 'eur', payments: 1, amount: 799 },
    { gateway: 'pawapay', currency: 'XAF', payments: 2, amount: 19000 },
  ],
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderPage() {
  const fetch = vi.fn(async (input: string) => {
    const range = new URL(input, 'http://localhost').searchParams.get('range') as Dashboard['range'];
    return json(dashboard(range, range === 'today' ? 1234 : 56_789));
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DashboardPage />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the console’s dashboard (issue 22)', () => {
  beforeAll(loadConsoleMessages);
  afterEach(() => vi.unstubAllGlobals());

  it('shows today’s totals, formatted, with the charts after them', async () => {
    const fetch = renderPage();
    expect(await screen.findByTestId('stat-messages')).toHaveTextContent('1,234');
    expect(screen.getByTestId('stat-active-customers')).toHaveTextContent('321');
    expect(screen.getByTestId('stat-sign-ups')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-tokens')).toHaveTextContent('120,000');
    expect(screen.getByText('40,000 prompt · 80,000 completion')).toBeInTheDocument();
    expect(screen.getByTestId('stat-paying-customers')).toHaveTextContent('45');
    expect(screen.getByTestId('stat-revenue')).toHaveTextContent('€52.96');
    expect(screen.getByTestId('stat-revenue')).toHaveTextContent(/FCFA\s19,000/);
    expect(await screen.findByText('charts')).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toContain('/admin/dashboard?range=today');
  });

  it('asks for the other range when the operator switches, and says which one is shown', async () => {
    const fetch = renderPage();
    const group = screen.getByRole('group', { name: 'Period' });
    expect(within(group).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('1,234');
    await userEvent.click(within(group).getByRole('button', { name: '30 days' }));
    expect(within(group).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('56,789')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([input]) => new URL(input, 'http://localhost').searchParams.get('range'))).toEqual([
      'today',
      '30d',
    ]);
  });
});
