import { PAGE_SIZE, type Payment } from '@chat/protocol';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { paymentFailure } from '@/lib/payment-failure';
import { usePayments } from '../api/billing-history';

/** Why a payment did not go through, in words (never the gateway's code), under it. */
function FailureReason({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const why = paymentFailure(payment, t);
  return why ? <p className="basis-full text-sm text-text-muted">{why}</p> : null;
}

/** Payments history (§2), newest first, a page of 24 at a time (§9); a failed payment says why. */
export function PaymentsPage() {
  const { t, i18n } = useTranslation();
  const [skip, setSkip] = useState(0);
  const { data, isLoading } = usePayments(skip);

  return (
    <PageShell title={t('routes.payments')}>
      {isLoading ? <p className="text-sm text-text-muted">{t('plans.loading')}</p> : null}
      {data && data.count === 0 ? (
        <p className="text-sm text-text-muted">
          {t('billing.noPayments')}{' '}
          <Link to="/plans" className="link-inline">
            {t('billing.seePlans')}
          </Link>
        </p>
      ) : null}
      {data && data.items.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('routes.payments')}>
          {data.items.map((payment) => (
            <li
              key={payment._id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-surface-raised p-4"
            >
              <div>
                <p className="font-medium">
                  {t(`billing.plan.${payment.plan}`)} · {t(`plans.durations.${payment.duration}`)}
                </p>
                <p className="text-xs text-text-muted">
                  {formatDate(payment.createdAt, i18n.language)} ·{' '}
                  {t(payment.method === 'card' ? 'subscribe.card' : 'subscribe.mobileMoney')}
                </p>
              </div>
              <div className="text-right">
                <p className="font-medium">{formatMoney(payment.amount, payment.currency, i18n.language)}</p>
                <p className="text-xs text-text-muted">{t(`billing.status.${payment.status}`)}</p>
              </div>
              <FailureReason payment={payment} />
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.count > PAGE_SIZE ? (
        <div className="mt-4 flex gap-2">
          <Button variant="secondary" size="sm" disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - PAGE_SIZE))}>
            {t('billing.newer')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={skip + PAGE_SIZE >= data.count}
            onClick={() => setSkip(skip + PAGE_SIZE)}
          >
            {t('billing.older')}
          </Button>
        </div>
      ) : null}
    </PageShell>
  );
}
