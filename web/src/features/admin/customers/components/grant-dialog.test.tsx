import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConsoleMessages } from '@/lib/i18n';
import { CustomerActions } from './customer-actions';
import type { CustomerDetail } from '@chat/protocol';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const id = '0123456789abcdef01234567';
const detail = {
  customer: { _id: id, deletionRequestedAt: null },
} as unknown as CustomerDetail;
const granted = {
  subscription: {
    _id: '89abcdef0123456789abcdef',
    plan: 'starter',
    duration: 'month',
    startDate: '2026-11-25T00:00:00.000Z',
    endDate: '2027-02-25T00:00:00.000Z',
    canceledAt: null,
    paymentId: null,
    grantedBy: { _id: id, email: 'op@example.com' },
    grantReason: 'Support ticket 12',
    createdAt: '2026-11-25T00:00:00.000Z',
  },
};

// The console's texts are a locale part of their own, which the console loads when it opens.
beforeAll(() => loadConsoleMessages());

describe('the grant dialog (issue 22)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a blank reason before sending, then sends plan, duration, count and reason', async () => {
    const fetch = vi.fn().mockResolvedValue(json(201, granted));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ delay: null });
    render(<CustomerActions detail={detail} />);
    await user.click(screen.getByRole('button', { name: 'Grant or extend' }));

    await user.selectOptions(await screen.findByLabelText('Plan'), 'starter');
    await user.selectOptions(screen.getByLabelText('Duration'), 'month');
    await user.clear(screen.getByLabelText('How many'));
    await user.type(screen.getByLabelText('How many'), '3');
    await user.type(screen.getByLabelText('Reason'), '   ');
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Give a reason: it goes to the audit log.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('How many'));
    await user.type(screen.getByLabelText('How many'), '60');
    await user.click(screen.getByLabelText('Reason'));
    await user.paste('Support ticket 12');
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Enter a whole number from 1 to 52.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('How many'));
    await user.type(screen.getByLabelText('How many'), '3');
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toContain(`/api/admin/customers/${id}/subscriptions`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      plan: 'starter',
      duration: 'month',
      count: 3,
      reason: 'Support ticket 12',
    });
    await vi.waitFor(() => expect(screen.queryByLabelText('Plan')).toBeNull());
  });

  it('shows a refusal of the server in the operator’s words and keeps the dialog open', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(404, { code: 'not_found', message: 'No customer has this id.' })));
    const user = userEvent.setup({ delay: null });
    render(<CustomerActions detail={detail} />);
    await user.click(screen.getByRole('button', { name: 'Grant or extend' }));
    await user.click(await screen.findByLabelText('Reason'));
    await user.paste('gift');
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('This customer or subscription no longer exists.')).toBeVisible();
    expect(screen.getByLabelText('Plan')).toBeVisible();
  });
});

describe("an operator's account in the console (issue 37)", () => {
  it('offers no sign-out or deletion, and says where they are done', () => {
    render(<CustomerActions detail={{ ...detail, isOperator: true }} />);
    expect(screen.queryByRole('button', { name: 'End all sessions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start deletion' })).toBeNull();
    expect(screen.getByText(/This is an operator's account/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Grant or extend' })).toBeVisible();
  });
});
