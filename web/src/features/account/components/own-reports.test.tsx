import type { OwnReportList } from '@chat/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownReportsQuery } from '../api/own-reports';
import { OwnReports } from './own-reports';

function renderWith(list: OwnReportList) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(ownReportsQuery.queryKey, list);
  render(
    <QueryClientProvider client={client}>
      <OwnReports />
    </QueryClientProvider>,
  );
}

const base = { createdAt: '2026-11-20T10:00:00.000Z', note: null, reviewedAt: null };

describe('"Your reports" on the profile (issue 22)', () => {
  it('lists each report with its outcome and the operator’s note', () => {
    renderWith({
      reports: [
        { ...base, _id: 'bbbbbbbbbbbbbbbbbbbbbbb3', description: 'Rude.', status: 'open' },
        {
          ...base,
          _id: 'bbbbbbbbbbbbbbbbbbbbbbb2',
          description: 'Wrong facts.',
          status: 'resolved',
          note: 'We corrected it.',
          reviewedAt: '2026-11-21T10:00:00.000Z',
        },
        { ...base, _id: 'bbbbbbbbbbbbbbbbbbbbbbb1', description: 'Odd.', status: 'dismissed', note: 'Nothing wrong.' },
      ],
      skip: 0,
      limit: 24,
      count: 3,
    });
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Rude.');
    expect(items[0]).toHaveTextContent('Under review');
    expect(items[1]).toHaveTextContent('Wrong facts.');
    expect(items[1]).toHaveTextContent('Resolved');
    expect(items[1]).toHaveTextContent('Our note: We corrected it.');
    expect(items[2]).toHaveTextContent('Dismissed');
    expect(items[2]).toHaveTextContent('Our note: Nothing wrong.');
    expect(items[0]).toHaveTextContent('November 20, 2026');
  });

  it('says when there are none', () => {
    renderWith({ reports: [], skip: 0, limit: 24, count: 0 });
    expect(screen.getByRole('region', { name: 'Your reports' })).toHaveTextContent('You have not reported any answer.');
  });
});
