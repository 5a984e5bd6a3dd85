import type { Dashboard } from '@chat/protocol';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleMessages } from '@/lib/i18n';
import DashboardCharts from './charts';

const empty: Dashboard = {
  range: '7d',
  timeZone: 'UTC',
  from: '2026-11-19T00:00:00.000Z',
  to: '2026-11-25T16:00:00.000Z',
  totals: {
    messages: 0,
    activeCustomers: 0,
    signUps: 0,
    promptTokens: 0,
    completionTokens: 0,
    totalTokens: 0,
    payingCustomers: 0,
  },
  series: {
    unit: 'day',
    points: Array.from({ length: 7 }, (_, day) => ({
      start: new Date(Date.UTC(2026, 10, 19 + day)).toISOString(),
      messages: 0,
      activeCustomers: 0,
      signUps: 0,
      revenue: [],
    })),
  },
  tokensByModel: [],
  payingByPlan: [],
  revenue: [],
};

describe('the dashboard’s charts', () => {
  beforeAll(loadConsoleMessages);

  it('says plainly that a fresh install has nothing to chart yet', () => {
    render(<DashboardCharts dashboard={empty} />);
    expect(screen.getByRole('heading', { name: 'Activity by day' })).toBeInTheDocument();
    expect(screen.getByText('No messages or sign-ups in this period yet.')).toBeInTheDocument();
    expect(screen.getByText('No model was used in this period yet.')).toBeInTheDocument();
    expect(screen.getByText('No customer has a subscription right now.')).toBeInTheDocument();
    expect(screen.getByText('No payment was settled in this period yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('names each chart with a sentence of its figures', () => {
    render(
      <DashboardCharts
        dashboard={{
          ...empty,
          totals: { ...empty.totals, messages: 3, activeCustomers: 2, totalTokens: 90 },
          series: {
            ...empty.series,
            points: empty.series.points.map((point, index) => ({ ...point, messages: index === 6 ? 3 : 0 })),
          },
          tokensByModel: [
            { provider: 'openai', model: 'gpt-4o-mini', messages: 3, promptTokens: 30, completionTokens: 60, totalTokens: 90 },
          ],
          payingByPlan: [{ plan: 'plus', name: 'Plus', customers: 2, granted: 1 }],
          revenue: [{ gateway: 'sandbox', currency: 'eur', payments: 1, amount: 799 }],
        }}
      />,
    );
    expect(
      screen.getByRole('img', { name: /3 messages, 2 active customers.*busiest was Nov 25 with 3 messages/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Bar chart of tokens by model: openai gpt-4o-mini, 90 tokens in 3 messages.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Plus, 1 paid and 1 granted/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Revenue in EUR by gateway' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /sandbox, €7.99 from 1 payment/ })).toBeInTheDocument();
  });
});
