import type { Payment } from '@chat/protocol';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';
import { verifyPayment } from '../api/payments';
import { paymentFailure } from '@/lib/payment-failure';
import { SuccessCountdown } from './success-countdown';

/**
 * The verify step (§2: accept the payment, then click verify), and what came of the payment:
 * success with the countdown, failure with its reason in words, or still pending.
 */
export function PaymentStatus({
  initial,
  startNote,
  onRetry,
  onSucceeded,
}: {
  initial: Payment;
  /** When the plan will start (now, or after the current one), said while the payment is pending. */
  startNote: string;
  onRetry: () => void;
  onSucceeded?: () => void;
}) {
  const { t } = useTranslation();
  const [payment, setPayment] = useState(initial);
  const { busy, error, run } = useSubmit();
  const verify = () => run(async () => setPayment(await verifyPayment(payment._id)));

  if (payment.status === 'succeeded') return <SuccessCountdown onDone={onSucceeded} />;
  if (payment.status === 'failed' || payment.status === 'canceled') {
    const why = paymentFailure(payment, t);
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-900 bg-red-950/40 p-5">
        <p className="font-semibold">{t(payment.status === 'failed' ? 'subscribe.failed' : 'subscribe.canceled')}</p>
        {why ? <p className="text-sm text-text-muted">{why}</p> : null}
        <div>
          <Button onClick={onRetry}>{t('subscribe.tryAgain')}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-5">
      <p className="font-semibold">
        {t(payment.method === 'mobile-money' ? 'subscribe.acceptOnPhone' : 'subscribe.waitingForCard')}
      </p>
      <p className="text-sm text-text-muted">{startNote}</p>
      <FormError message={error} />
      <div>
        <Button onClick={() => void verify()} disabled={busy}>
          {t('subscribe.verify')}
        </Button>
      </div>
    </div>
  );
}
