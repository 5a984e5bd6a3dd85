import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { formatDate } from '@/lib/format-date';
import { useActiveSubscription, useSubscriptions } from '../api/billing-history';
import { Section } from './section';

/** Subscription (§2): the active one with its expiry date, or none; with the history. */
export function SubscriptionPage() {
  const { t, i18n } = useTranslation();
  const active = useActiveSubscription();
  const history = useSubscriptions(0);
  const current = active.data?.subscription;

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
        <Section title={t('billing.history')}>
          {history.data?.items.length ? (
            <ul className="flex flex-col gap-2">
              {history.data.items.map(({ _id, subscription }) => (
                <li key={_id} className="flex justify-between gap-3 text-sm">
                  <span>
                    {subscription.name} · {t(`plans.durations.${subscription.duration}`)}
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
