import { REFUND_REASON_MAX, type AdminPayment } from '@chat/protocol';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { TextActionDialog } from '../../components/text-action-dialog';

/** Asks why before refunding: the reason is kept on the payment and in the audit log. */
export function RefundDialog({
  payment,
  onClose,
  onRefund,
}: {
  payment: AdminPayment;
  onClose: () => void;
  /** Resolves when refunded; throws the message to show otherwise (the dialog stays open). */
  onRefund: (reason: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <TextActionDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('admin.payments.refundTitle')}
      message={t(payment.gateway === 'stripe' ? 'admin.payments.refundStripe' : 'admin.payments.refundManual', {
        amount: formatMoney(payment.amount, payment.currency, i18n.language),
        customer: payment.customer.email ?? payment.customer.phone ?? payment.customer._id,
      })}
      label={t('admin.payments.reason')}
      limit={REFUND_REASON_MAX}
      requiredMessage={t('admin.payments.errors.invalid')}
      confirmLabel={t('admin.payments.refund')}
      danger
      onConfirm={onRefund}
    />
  );
}
