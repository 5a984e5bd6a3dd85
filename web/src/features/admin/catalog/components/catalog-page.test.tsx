import type { AdminModel, AdminPlan } from '@chat/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConsoleMessages } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { CatalogPage } from './catalog-page';

const model = (id: string, change: Partial<AdminModel> = {}): AdminModel => ({
  _id: id,
  name: id.toUpperCase(),
  provider: 'openai',
  providerName: 'OpenAI',
  enabled: true,
  isDefault: false,
  maxFreeChat: 5,
  catalog: { isDefault: false, maxFreeChat: 5 },
  version: 0,
  updatedAt: null,
  ...change,
});
const models = [
  model('gpt-4o-mini', { isDefault: true, catalog: { isDefault: true, maxFreeChat: 20 }, maxFreeChat: 20 }),
  model('gpt-4.1'),
];
const starter: AdminPlan = {
  _id: 'starter',
  name: 'Starter',
  messagesPerDay: 100,
  prices: [{ duration: 'month', amount: 799, currency: 'EUR' }],
  storageBytes: 1_073_741_824,
  version: 3,
  editedAt: null,
};
const free: AdminPlan = { ...starter, _id: 'free', name: 'Free', messagesPerDay: 10, prices: [], version: 1 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API: the lists, and each PUT answered by `onPut`. */
function fakeApi(onPut: (url: string, body: unknown) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') return onPut(url, JSON.parse(init.body as string));
    if (url.startsWith('/api/admin/models')) return json(200, { models });
    return json(200, { plans: [free, starter] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const user = userEvent.setup({ delay: null });

function renderPage() {
  render(
    <QueryClientProvider client={queryClient}>
      <CatalogPage />
    </QueryClientProvider>,
  );
}

beforeAll(() => loadConsoleMessages());
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the console’s models and plans (issue 22)', () => {
  it('disables a model with its row’s Enabled and Save', async () => {
    const fetch = fakeApi(() => json(200, { models: [models[0], { ...models[1], enabled: false, version: 1 }] }));
    renderPage();
    const row = await screen.findByTestId('model-openai-gpt-4.1');
    expect(within(row).getByLabelText('Free allowance (thousand tokens a day)')).toHaveValue(5);
    await user.click(within(row).getByRole('checkbox', { name: 'Enabled' }));
    // A disabled model cannot be the default.
    expect(within(row).getByRole('radio', { name: 'Default' })).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Saved.')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/admin/models/openai/gpt-4.1');
    expect(JSON.parse(put[1]!.body as string)).toEqual({ enabled: false, isDefault: false, maxFreeChat: 5, version: 0 });
    expect(within(row).getByText('Not offered')).toBeInTheDocument();
  });

  it('saves a plan’s prices in minor units, and refuses a price of 0 before sending it', async () => {
    const fetch = fakeApi((_url, body) => json(200, { ...starter, ...(body as object), version: 4 }));
    renderPage();
    const plan = await screen.findByTestId('plan-starter');
    const amount = within(plan).getByLabelText('Amount');
    expect(amount).toHaveValue('7.99');
    await user.clear(amount);
    await user.type(amount, '0');
    expect(within(plan).getByRole('alert')).toHaveTextContent('A price must be more than 0.');
    expect(within(plan).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '8,49');
    await user.click(within(plan).getByRole('button', { name: 'Add a price' }));
    const amounts = within(plan).getAllByLabelText('Amount');
    await user.type(amounts[1]!, '4000');
    await user.selectOptions(within(plan).getAllByLabelText('Currency')[1]!, 'XAF');
    await user.click(within(plan).getByRole('button', { name: 'Save' }));
    expect(await within(plan).findByText('Saved.')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/admin/plans/starter');
    expect(JSON.parse(put[1]!.body as string)).toEqual({
      name: 'Starter',
      messagesPerDay: 100,
      prices: [
        { duration: 'month', amount: 849, currency: 'EUR' },
        { duration: 'month', amount: 4000, currency: 'XAF' },
      ],
      version: 3,
    });
    // Free is the free daily quota, with no prices.
    const freePlan = screen.getByTestId('plan-free');
    expect(within(freePlan).getByLabelText('Free messages a day')).toHaveValue(10);
    expect(within(freePlan).queryByLabelText('Amount')).not.toBeInTheDocument();
  });

  it('tells the second operator that someone changed the plan meanwhile, and reloads it', async () => {
    const fetch = fakeApi(() =>
      json(409, {
        code: 'conflict',
        message: 'This plan was changed by someone else meanwhile. Reload to see the current values.',
      }),
    );
    renderPage();
    const plan = await screen.findByTestId('plan-starter');
    await user.click(within(plan).getByRole('checkbox', { name: 'Unlimited' }));
    await user.click(within(plan).getByRole('button', { name: 'Save' }));
    expect(await within(plan).findByRole('alert')).toHaveTextContent(
      'Someone else changed this meanwhile. Reload to see the current values.',
    );
    const reads = fetch.mock.calls.filter(([url]) => url === '/api/admin/plans').length;
    await user.click(within(plan).getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === '/api/admin/plans').length).toBe(reads + 1));
  });
});
