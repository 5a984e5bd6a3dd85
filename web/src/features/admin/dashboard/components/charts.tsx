import type { Dashboard } from '@chat/protocol';
import { useId, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { countOf } from '../../lib/count';
import { formatBucket, formatCompact, formatCount, formatList } from '../lib/format';

/**
 * The dashboard's charts (issue 22), in a chunk of their own: only the console's dashboard loads
 * recharts, after its figures (dashboard-page.tsx imports this lazily). Each chart is an image to
 * assistive technology, named by a sentence that says what it shows; its heading names it for everyone.
 */

const COLORS = ['#818cf8', '#34d399', '#fbbf24', '#f472b6', '#60a5fa', '#a78bfa'];
const AXIS = { stroke: '#9aa3b2', fontSize: 12 };
const TOOLTIP = {
  contentStyle: { background: '#171a21', border: '1px solid #2a2f3a', borderRadius: 8, color: '#e7e9ee' },
  labelStyle: { color: '#e7e9ee' },
};

function ChartSection({
  title,
  summary,
  empty,
  children,
}: {
  title: string;
  summary: string;
  empty?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-surface-raised p-4">
      <h2 id={headingId} className="text-base font-semibold">
        {title}
      </h2>
      {empty ? (
        <p className="mt-3 flex h-40 items-center justify-center rounded-md border border-dashed border-border text-sm text-text-muted">
          {empty}
        </p>
      ) : (
        <div role="img" aria-label={summary} className="mt-3 h-64 w-full">
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </section>
  );
}

/** The activity chart's lines, in the order of COLORS. */
const SERIES = ['messages', 'activeCustomers', 'signUps'] as const;

function ActivityChart({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const { unit, points } = dashboard.series;
  const count = (value: number) => formatCount(value, i18n.language);
  const data = points.map((point) => ({ ...point, label: formatBucket(point.start, unit, i18n.language) }));
  const peak = data.reduce<(typeof data)[number] | undefined>(
    (best, point) => (!best || point.messages > best.messages ? point : best),
    undefined,
  );
  const labels = {
    messages: t('admin.dashboard.stats.messages'),
    activeCustomers: t('admin.dashboard.stats.activeCustomers'),
    signUps: t('admin.dashboard.stats.signUps'),
  };
  return (
    <ChartSection
      title={t(unit === 'hour' ? 'admin.dashboard.charts.activityByHour' : 'admin.dashboard.charts.activityByDay')}
      summary={t('admin.dashboard.charts.activitySummary', {
        messages: countOf(t, 'messages', dashboard.totals.messages),
        active: countOf(t, 'activeCustomers', dashboard.totals.activeCustomers),
        signUps: countOf(t, 'signUps', dashboard.totals.signUps),
        peak: peak?.label ?? '',
        peakMessages: countOf(t, 'messages', peak?.messages ?? 0),
      })}
      empty={
        dashboard.totals.messages === 0 && dashboard.totals.signUps === 0 ? t('admin.dashboard.charts.noActivity') : undefined
      }
    >
      <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#2a2f3a" strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={AXIS} stroke={AXIS.stroke} minTickGap={16} />
        <YAxis
          allowDecimals={false}
          tick={AXIS}
          stroke={AXIS.stroke}
          tickFormatter={(value: number) => formatCompact(value, i18n.language)}
        />
        <Tooltip {...TOOLTIP} formatter={(value) => count(Number(value))} />
        <Legend />
        {SERIES.map((key, index) => (
          <Line
            key={key}
            isAnimationActive={false}
            // Straight from each hour's (or day's) figure to the next, each marked by a dot: a
            // smoothed curve drew values between them that never happened.
            type="linear"
            dataKey={key}
            name={labels[key]}
            stroke={COLORS[index]}
            strokeWidth={2}
            dot={{ r: 2, fill: COLORS[index] }}
          />
        ))}
      </LineChart>
    </ChartSection>
  );
}

function TokensChart({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const data = dashboard.tokensByModel.map((row) => ({ ...row, label: row.model }));
  return (
    <ChartSection
      title={t('admin.dashboard.charts.tokensByModel')}
      summary={t('admin.dashboard.charts.tokensSummary', {
        list: formatList(
          data.map((row) =>
            t('admin.dashboard.charts.tokensItem', {
              model: `${row.provider} ${row.model}`,
              tokens: countOf(t, 'tokens', row.totalTokens),
              messages: countOf(t, 'messages', row.messages),
            }),
          ),
          i18n.language,
        ),
      })}
      empty={data.length ? undefined : t('admin.dashboard.charts.noTokens')}
    >
      <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="#2a2f3a" strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          tick={AXIS}
          stroke={AXIS.stroke}
          tickFormatter={(value: number) => formatCompact(value, i18n.language)}
        />
        <YAxis type="category" dataKey="label" width={110} tick={AXIS} stroke={AXIS.stroke} />
        <Tooltip {...TOOLTIP} formatter={(value) => count(Number(value))} />
        <Legend />
        <Bar
          isAnimationActive={false}
          dataKey="promptTokens"
          name={t('admin.dashboard.charts.prompt')}
          stackId="tokens"
          fill={COLORS[0]}
        />
        <Bar
          isAnimationActive={false}
          dataKey="completionTokens"
          name={t('admin.dashboard.charts.completion')}
          stackId="tokens"
          fill={COLORS[1]}
        />
      </BarChart>
    </ChartSection>
  );
}

function PayingChart({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const data = dashboard.payingByPlan.map((row) => ({ ...row, paid: row.customers - row.granted }));
  return (
    <ChartSection
      title={t('admin.dashboard.charts.payingByPlan')}
      summary={t('admin.dashboard.charts.payingSummary', {
        list: formatList(
          data.map((row) =>
            t('admin.dashboard.charts.payingItem', {
              plan: row.name,
              paid: countOf(t, 'paid', row.paid),
              granted: countOf(t, 'granted', row.granted),
            }),
          ),
          i18n.language,
        ),
      })}
      empty={data.length ? undefined : t('admin.dashboard.charts.noPaying')}
    >
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#2a2f3a" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={AXIS} stroke={AXIS.stroke} />
        <YAxis allowDecimals={false} tick={AXIS} stroke={AXIS.stroke} />
        <Tooltip {...TOOLTIP} formatter={(value) => count(Number(value))} />
        <Legend />
        <Bar isAnimationActive={false} dataKey="paid" name={t('admin.dashboard.charts.paid')} stackId="plan" fill={COLORS[0]} />
        <Bar
          isAnimationActive={false}
          dataKey="granted"
          name={t('admin.dashboard.charts.granted')}
          stackId="plan"
          fill={COLORS[2]}
        />
      </BarChart>
    </ChartSection>
  );
}

/** One chart per currency (amounts of different currencies share no axis), a bar per gateway. */
function RevenueCharts({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const currencies = [...new Set(dashboard.revenue.map((row) => row.currency))];
  if (!currencies.length)
    return (
      <ChartSection title={t('admin.dashboard.charts.revenue')} summary="" empty={t('admin.dashboard.charts.noRevenue')}>
        {null}
      </ChartSection>
    );
  return currencies.map((currency) => {
    const code = currency.toUpperCase();
    const money = (amount: number) => formatMoney(amount, code, i18n.language);
    const rows = dashboard.revenue.filter((row) => row.currency === currency);
    const digits =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    const data = rows.map((row) => ({ ...row, major: row.amount / 10 ** digits }));
    return (
      <ChartSection
        key={currency}
        title={t('admin.dashboard.charts.revenueIn', { currency: code })}
        summary={t('admin.dashboard.charts.revenueSummary', {
          currency: code,
          list: formatList(
            rows.map((row) =>
              t('admin.dashboard.charts.revenueItem', {
                count: row.payments,
                gateway: row.gateway,
                amount: money(row.amount),
                payments: formatCount(row.payments, i18n.language),
              }),
            ),
            i18n.language,
          ),
        })}
      >
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#2a2f3a" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="gateway" tick={AXIS} stroke={AXIS.stroke} />
          <YAxis tick={AXIS} stroke={AXIS.stroke} tickFormatter={(value: number) => formatCompact(value, i18n.language)} />
          <Tooltip {...TOOLTIP} formatter={(_value, _name, item) => money((item.payload as { amount: number }).amount)} />
          <Bar isAnimationActive={false} dataKey="major" name={code} fill={COLORS[4]} />
        </BarChart>
      </ChartSection>
    );
  });
}

export default function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ActivityChart dashboard={dashboard} />
      </div>
      <TokensChart dashboard={dashboard} />
      <PayingChart dashboard={dashboard} />
      <RevenueCharts dashboard={dashboard} />
    </div>
  );
}
