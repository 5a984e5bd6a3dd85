import type { Dashboard } from '@chat/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { formatCount } from '../lib/format';

/** The money of every currency summed over gateways, largest count of payments first. */
export function revenueByCurrency(revenue: Dashboard['revenue']): { currency: string; amount: number }[] {
  const sums = new Map<string, number>();
  for (const { currency, amount } of revenue) sums.set(currency, (sums.get(currency) ?? 0) + amount);
  return [...sums].map(([currency, amount]) => ({ currency, amount }));
}

function Stat({ id, label, value, detail }: { id: string; label: string; value: ReactNode; detail?: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-surface-raised p-4">
      <dt className="text-sm text-text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold break-words tabular-nums sm:text-2xl" data-testid={`stat-${id}`}>
        {value}
      </dd>
      {detail ? <dd className="mt-1 text-xs text-text-muted">{detail}</dd> : null}
    </div>
  );
}

/** The range's totals, each with a test hook on its value (`stat-messages`, …). */
export function StatCards({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const { totals } = dashboard;
  const money = revenueByCurrency(dashboard.revenue).map(({ currency, amount }) =>
    formatMoney(amount, currency.toUpperCase(), i18n.language),
  );
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <Stat id="messages" label={t('admin.dashboard.stats.messages')} value={count(totals.messages)} />
      <Stat id="active-customers" label={t('admin.dashboard.stats.activeCustomers')} value={count(totals.activeCustomers)} />
      <Stat id="sign-ups" label={t('admin.dashboard.stats.signUps')} value={count(totals.signUps)} />
      <Stat
        id="tokens"
        label={t('admin.dashboard.stats.tokens')}
        value={count(totals.totalTokens)}
        detail={t('admin.dashboard.stats.tokensDetail', {
          prompt: count(totals.promptTokens),
          completion: count(totals.completionTokens),
        })}
      />
      <Stat
        id="paying-customers"
        label={t('admin.dashboard.stats.payingCustomers')}
        value={count(totals.payingCustomers)}
        detail={t('admin.dashboard.stats.payingDetail')}
      />
      <Stat
        id="revenue"
        label={t('admin.dashboard.stats.revenue')}
        value={
          money.length
            ? // One line per currency: amounts of different currencies are not added up.
              money.map((amount) => (
                <span key={amount} className="block">
                  {amount}
                </span>
              ))
            : t('admin.dashboard.stats.noRevenue')
        }
      />
    </dl>
  );
}
