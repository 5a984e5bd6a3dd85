import { DASHBOARD_RANGES, type DashboardRange } from '@chat/protocol';
import { lazy, Suspense, useState } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../../components/console-page';
import { formatDateTime } from '../../lib/format';
import { useDashboard } from '../api/dashboard';
import { StatCards } from './stat-cards';

// recharts comes with the charts, after the figures: neither the customer's app nor the console's first chunk carries it.
const DashboardCharts = lazy(() => import('./charts'));

function RangeSwitch({ range, onRange }: { range: DashboardRange; onRange: (range: DashboardRange) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('admin.dashboard.range.label')} className="inline-flex rounded-lg border border-border p-0.5">
      {DASHBOARD_RANGES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === range}
          onClick={() => onRange(option)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm',
            option === range ? 'bg-primary-600 text-white' : 'text-text-muted hover:bg-surface-hover hover:text-text',
          )}
        >
          {t(`admin.dashboard.range.${option}`)}
        </button>
      ))}
    </div>
  );
}

/** /admin: the console's dashboard (issue 22); asks again every 30 s and when the window regains focus. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<DashboardRange>('today');
  const { data, isPending, isError, dataUpdatedAt } = useDashboard(range);
  return (
    <ConsolePage title={t('admin.dashboard.title')} actions={<RangeSwitch range={range} onRange={setRange} />}>
      {isPending ? <p className="text-sm text-text-muted">{t('admin.loading')}</p> : null}
      {isError && !data ? (
        <p role="alert" className="text-sm text-text-muted">
          {t('admin.dashboard.error')}
        </p>
      ) : null}
      {data ? (
        <>
          <p className="text-xs text-text-muted">
            {t('admin.dashboard.updated', {
              from: formatDateTime(data.from, i18n.language),
              time: formatDateTime(new Date(dataUpdatedAt), i18n.language),
              zone: data.timeZone,
            })}
          </p>
          <StatCards dashboard={data} />
          <Suspense fallback={<p className="text-sm text-text-muted">{t('admin.dashboard.charts.loading')}</p>}>
            <DashboardCharts dashboard={data} />
          </Suspense>
        </>
      ) : null}
    </ConsolePage>
  );
}
