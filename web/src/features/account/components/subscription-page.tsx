import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { PageShell } from '@/components/layout/page-shell';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { classifyPeriod, type Period } from '@/lib/subscription-periods';
import { useActiveSubscription, useSubscriptions } from '@/lib/subscriptions';
import { Section } from '@/components/ui/section';

/**
 * Subscription (§2): the active one with its expiry date, or none; the upcoming ones (bought while
 * another plan runs, they start when it ends) with their dates; and the history, each marked by
 * its §4 class.
 */
export function SubscriptionPage() {
  const { t, i18n } = useTranslation();
  const active = useActiveSubscription();
  const history = useSubscriptions(0);
  const current = active.data?.subscription;
  const upcoming = (history.data?.items ?? [])
    .map((item) => item.subscription)
    .filter((period) => classifyPeriod(period) === 'upcoming')
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const dates = (period: Period) =>
    t('account.subscription.dates', {
      start: formatDate(period.startDate, i18n.language),
      end: formatDate(period.endDate, i18n.language),
    });

  return (
    <PageShell title={t('routes.subscription')}>
      <div className="flex flex-col gap-5">
        <Section title={t('billing.current')}>
          {current ? (
            <p data-testid="active-subscription">
              {t('billing.activeUntil', { plan: current.name, date: formatDate(current.endDate, i18n.language) })}
            </p>
          ) : active.isSuccess ? (
            <p className="text-sm text-text-muted">
              {t('billing.none')}{' '}
              <Link to="/plans" className="link-inline">
                {t('billing.seePlans')}
              </Link>
            </p>
          ) : null}
        </Section>
        {upcoming.length ? (
          <Section title={t('account.subscription.upcoming')}>
            <ul className="flex flex-col gap-2">
              {upcoming.map((period) => (
                <li
                  key={period._id}
                  data-testid="upcoming-subscription"
                  className="flex flex-wrap justify-between gap-x-3 text-sm"
                >
                  <span className="font-medium">
                    {period.name} · {t(`plans.durations.${period.duration}`)}
                  </span>
                  <span>{dates(period)}</span>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        <Section title={t('billing.history')}>
          {history.data?.items.length ? (
            <ul className="flex flex-col gap-2">
              {history.data.items.map(({ _id, subscription }) => (
                <li key={_id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
                  <span className="flex items-center gap-2">
                    {subscription.name} · {t(`plans.durations.${subscription.duration}`)}
                    <PeriodBadge period={subscription} />
                  </span>
                  <span className="text-text-muted">
                    {formatDate(subscription.startDate, i18n.language)} – {formatDate(subscription.endDate, i18n.language)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-text-muted">{t('billing.noHistory')}</p>
          )}
        </Section>
      </div>
    </PageShell>
  );
}

/** Current, upcoming, ended or cancelled: the §4 class of a subscription, in words. */
function PeriodBadge({ period }: { period: Period }) {
  const { t } = useTranslation();
  const kind = classifyPeriod(period);
  const label = kind === 'old' ? (period.canceledAt ? 'canceled' : 'ended') : kind === 'current' ? 'current' : 'upcoming';
  return (
    <span
      className={cn(
        'rounded-full border px-2 py-0.5 text-xs',
        kind === 'old' ? 'border-border text-text-muted' : 'border-primary-500 text-text',
      )}
    >
      {t(`account.subscription.status.${label}`)}
    </span>
  );
}
