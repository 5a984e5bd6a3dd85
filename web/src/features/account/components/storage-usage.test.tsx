import type { StorageUsage as Usage } from '@chat/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestRouter } from '@/test/router';
import { storageUsageQuery } from '../api/storage-usage';
import { StorageUsage } from './storage-usage';

const MB = 1024 * 1024;

function renderWith(usage: Usage) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(storageUsageQuery.queryKey, usage);
  render(
    <QueryClientProvider client={client}>
      <TestRouter>
        <StorageUsage />
      </TestRouter>
    </QueryClientProvider>,
  );
}

describe('the file storage on the profile', () => {
  it('says how much of the plan is used, as words and as a bar, and where to get more room', () => {
    renderWith({ plan: 'free', usedBytes: 12.3 * MB, limitBytes: 100 * MB });
    expect(screen.getByRole('region', { name: 'File storage' })).toHaveTextContent('12.3 MB of 100 MB used');
    expect(screen.getByRole('meter', { name: 'File storage used' })).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByRole('link', { name: 'Need more room? See the plans' })).toHaveAttribute('href', '/plans');
  });

  it('fills the bar when the storage is full and offers no bigger plan on Plus', () => {
    renderWith({ plan: 'plus', usedBytes: 5 * 1024 * MB, limitBytes: 5 * 1024 * MB });
    expect(screen.getByText('5 GB of 5 GB used')).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
