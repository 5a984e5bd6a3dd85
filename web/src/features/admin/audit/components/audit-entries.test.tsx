import type { AuditEntry } from '@chat/protocol';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestRouter } from '@/test/router';
import { changeLocale, loadConsoleMessages } from '@/lib/i18n';
import { AuditEntries } from './audit-entries';

const CUSTOMER = '6b0ab7b6c3d2e1f0a9b8c7d6';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  _id: '6b0ab7b6c3d2e1f0a9b8c7d1',
  operator: { _id: '6b0ab7b6c3d2e1f0a9b8c7d2', email: 'boss@example.com' },
  action: 'subscription.grant',
  target: { type: 'customer', _id: CUSTOMER, name: 'Ada Lovelace' },
  before: null,
  after: null,
  reason: 'Sorry for the outage',
  createdAt: '2026-11-25T16:05:00.000Z',
  ...fields,
});

const show = (entries: AuditEntry[]) =>
  render(
    <TestRouter>
      <AuditEntries entries={entries} />
    </TestRouter>,
  );

describe('the audit log’s entries (issue 38)', () => {
  beforeAll(loadConsoleMessages);
  afterEach(() => act(() => changeLocale('en', { remember: false })));

  it('says what was done to whom in words, the customer’s id beside, leading to their page', () => {
    show([entry({})]);
    expect(screen.getByText('Granted a subscription to Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CUSTOMER })).toHaveAttribute('href', `/admin/customers/${CUSTOMER}`);
    expect(screen.queryByText('subscription.grant')).not.toBeInTheDocument();
  });

  it('names a plan by its id when it has no name, a deleted customer as such, and an unknown action by its key', () => {
    show([
      entry({ _id: '6b0ab7b6c3d2e1f0a9b8c7e1', action: 'plan.update', target: { type: 'plan', _id: 'plus', name: null } }),
      entry({
        _id: '6b0ab7b6c3d2e1f0a9b8c7e2',
        action: 'payment.refund',
        target: { type: 'payment', _id: CUSTOMER, name: null },
      }),
      entry({ _id: '6b0ab7b6c3d2e1f0a9b8c7e3', action: 'customer.rename' }),
    ]);
    expect(screen.getByText('Changed the plan plus')).toBeInTheDocument();
    expect(screen.getByText('Refunded a payment by a deleted account')).toBeInTheDocument();
    expect(screen.getByText('customer.rename: Ada Lovelace')).toBeInTheDocument();
  });

  it('speaks the interface language', async () => {
    await act(() => changeLocale('fr', { remember: false }));
    show([entry({})]);
    expect(screen.getByText('Abonnement accordé à Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText(/^Client/)).toBeInTheDocument();
  });
});
