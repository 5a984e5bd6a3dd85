import { REFUND_REASON_MAX, type AdminPayment } from '@chat/protocol';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

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
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const trimmed = reason.trim();
  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onRefund(trimmed);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('admin.payments.refundTitle')}
      description={t(payment.gateway === 'stripe' ? 'admin.payments.refundStripe' : 'admin.payments.refundManual', {
        amount: formatMoney(payment.amount, payment.currency, i18n.language),
        customer: payment.customer.email ?? payment.customer.phone ?? payment.customer._id,
      })}
    >
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextAreaField
          label={t('admin.payments.reason')}
          value={reason}
          limit={REFUND_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          required
        />
        <FormError message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy || !trimmed || trimmed.length > REFUND_REASON_MAX}>
            {t('admin.payments.refund')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
