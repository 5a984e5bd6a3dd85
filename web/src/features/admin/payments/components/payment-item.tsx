import type { AdminPayment } from '@chat/protocol';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { formatDateTime } from '../../lib/format';

/** One payment of the console's list: who, what, how, what became of it, and what can be done. */
export function PaymentItem({
  payment,
  busy,
  onRefund,
  onRecheck,
}: {
  payment: AdminPayment;
  busy: boolean;
  onRefund: () => void;
  onRecheck: () => void;
}) {
  const { t, i18n } = useTranslation();
  const who = payment.customer.email ?? payment.customer.phone ?? payment.customer._id;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1 space-y-1">
        <Link to={`/admin/customers/${payment.customer._id}`} className="link-inline font-medium [overflow-wrap:anywhere]">
          {who}
        </Link>
        <p className="text-sm">
          {t(`billing.plan.${payment.plan}`)} · {t(`plans.durations.${payment.duration}`)} ·{' '}
          {t(payment.method === 'card' ? 'subscribe.card' : 'subscribe.mobileMoney')} ·{' '}
          {t(`admin.payments.gateways.${payment.gateway}`)}
        </p>
        <p className="text-xs text-text-muted">
          {formatDateTime(payment.createdAt, i18n.language)}
          {payment.settledAt
            ? ` · ${t('admin.payments.settledAt', { at: formatDateTime(payment.settledAt, i18n.language) })}`
            : ''}
        </p>
        {payment.failureReason ? (
          <p className="text-xs text-text-muted [overflow-wrap:anywhere]">
            {t('admin.payments.failure', { reason: payment.failureReason })}
          </p>
        ) : null}
        {payment.refundedAt ? (
          <p className="text-xs text-text-muted [overflow-wrap:anywhere]">
            {t('admin.payments.refundedOn', {
              at: formatDateTime(payment.refundedAt, i18n.language),
              reason: payment.refundReason ?? '',
            })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
        <div className="sm:text-right">
          <p className="font-medium tabular-nums">{formatMoney(payment.amount, payment.currency, i18n.language)}</p>
          <p className="text-xs text-text-muted">{t(`billing.status.${payment.status}`)}</p>
        </div>
        {payment.status === 'succeeded' ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={onRefund}>
            {t('admin.payments.refund')}
          </Button>
        ) : null}
        {payment.status === 'pending' ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={onRecheck}>
            {t('admin.payments.recheck')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
