import type { AdminPayment } from '@chat/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestRouter } from '@/test/router';
import { loadConsoleMessages } from '@/lib/i18n';
import { PaymentsPage } from './payments-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const payment = (fields: Partial<AdminPayment>): AdminPayment => ({
  _id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  customer: { _id: 'cccccccccccccccccccccccc', email: 'ada@example.com', phone: null },
  plan: 'plus',
  duration: 'week',
  method: 'card',
  gateway: 'stripe',
  amount: 499,
  currency: 'EUR',
  status: 'succeeded',
  createdAt: '2026-11-20T10:00:00.000Z',
  settledAt: '2026-11-20T10:01:00.000Z',
  refundedAt: null,
  refundReason: null,
  failureReason: null,
  ...fields,
});

const paid = payment({});
const pending = payment({
  _id: 'aaaaaaaaaaaaaaaaaaaaaaa2',
  customer: { _id: 'dddddddddddddddddddddddd', email: null, phone: '+237670000129' },
  method: 'mobile-money',
  gateway: 'pawapay',
  amount: 3000,
  currency: 'XAF',
  status: 'pending',
  settledAt: null,
});

const user = userEvent.setup({ delay: null });

function renderPage(answer: (url: URL, init: RequestInit | undefined) => Response) {
  const fetch = vi.fn((input: string, init?: RequestInit) => Promise.resolve(answer(new URL(input, 'http://localhost'), init)));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TestRouter>
        <PaymentsPage />
      </TestRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const list = (payments: AdminPayment[]) => json(200, { payments, skip: 0, limit: 24, count: payments.length });

describe('the console’s payments (issue 22)', () => {
  beforeAll(() => loadConsoleMessages());
  afterEach(() => vi.unstubAllGlobals());

  it('lists each payment with its customer’s link, amount and status, and the action its status allows', async () => {
    renderPage(() => list([paid, pending]));
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      '/admin/customers/cccccccccccccccccccccccc',
    );
    expect(items[0]).toHaveTextContent('€4.99');
    expect(items[0]).toHaveTextContent('Paid');
    expect(within(items[0]!).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: 'Re-check' })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: '+237670000129' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Pending');
    expect(items[1]).toHaveTextContent('pawaPay');
    expect(within(items[1]!).getByRole('button', { name: 'Re-check' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('asks the server for the chosen status and gateway', async () => {
    const fetch = renderPage(() => list([]));
    await screen.findByText('No payments match these filters.');
    await user.selectOptions(screen.getByLabelText('Status'), 'refunded');
    await user.selectOptions(screen.getByLabelText('Gateway'), 'stripe');
    await waitFor(() => {
      const url = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
      expect(url.pathname).toBe('/api/admin/payments');
      expect(url.searchParams.get('status')).toBe('refunded');
      expect(url.searchParams.get('gateway')).toBe('stripe');
    });
  });

  it('refunds with a reason, and shows a conflict in the operator’s words with the dialog still open', async () => {
    let refunds = 0;
    const fetch = renderPage((url) => {
      if (url.pathname.endsWith('/refund'))
        return ++refunds === 1
          ? json(409, { code: 'conflict', message: 'This payment is already refunded.' })
          : json(200, { payment: { ...paid, status: 'refunded' } });
      return list([paid]);
    });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('€4.99 from ada@example.com goes back to their card through Stripe');
    const confirm = within(dialog).getByRole('button', { name: 'Refund' });
    // Without a reason nothing is sent: the field says what is missing.
    await user.click(confirm);
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(/Give a reason of at most 500 characters/);
    expect(refunds).toBe(0);
    await user.click(within(dialog).getByLabelText('Reason'));
    await user.paste('Charged twice');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payment changed meanwhile');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = fetch.mock.calls.find(([input]) => String(input).endsWith('/refund'))!;
    expect(String(call[0])).toBe('/api/admin/payments/aaaaaaaaaaaaaaaaaaaaaaa1/refund');
    expect(JSON.parse(call[1]!.body as string)).toEqual({ reason: 'Charged twice' });
  });

  it('re-checks a pending payment with its gateway', async () => {
    const fetch = renderPage((url) =>
      url.pathname.endsWith('/recheck') ? json(200, { payment: { ...pending, status: 'succeeded' } }) : list([pending]),
    );
    await user.click(await screen.findByRole('button', { name: 'Re-check' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input) === '/api/admin/payments/aaaaaaaaaaaaaaaaaaaaaaa2/recheck')).toBe(
        true,
      ),
    );
  });
});
