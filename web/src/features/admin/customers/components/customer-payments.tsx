import type { CustomerDetail } from '@chat/protocol';
import { Section } from '@/components/ui/section';
import { formatPrice } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Pager } from '../../components/pager';
import { formatDateTime } from '../../lib/format';

/** The customer's payments, newest first, a page at a time. */
export function CustomerPayments({ payments, onSkip }: { payments: CustomerDetail['payments']; onSkip: (skip: number) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('admin.customers.payments')}>
      {payments.count === 0 ? <p className="text-sm text-text-muted">{t('admin.customers.noPayments')}</p> : null}
      <ul className="flex flex-col gap-2">
        {payments.payments.map((payment) => (
          <li
            key={payment._id}
            className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-border p-3 text-sm"
          >
            <span className="font-medium">
              {formatPrice(payment.amount, payment.currency)} · {t(`admin.customers.plans.${payment.plan}`)} ·{' '}
              {t(`admin.customers.durations.${payment.duration}`)}
            </span>
            <span className="text-xs text-text-muted">
              {payment.status} · {payment.method} · {formatDateTime(payment.createdAt, i18n.language)}
            </span>
            {payment.failureReason ? <span className="w-full text-xs text-red-300">{payment.failureReason}</span> : null}
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <Pager skip={payments.skip} count={payments.count} onSkip={onSkip} pageSize={payments.limit} />
      </div>
    </Section>
  );
}
