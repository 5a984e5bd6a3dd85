import type { SandboxOutcome } from '@chat/protocol';
import { useTranslation } from '@/lib/i18n';
import { Redirect, useNavigate, useSearchParams } from '@/lib/router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { formatMoney } from '@/lib/money';
import { useSubmit } from '@/lib/use-submit';
import { sandboxCheckout, usePayment } from '../api/payments';

/** The sandbox gateway's card checkout: what Stripe's page is when no gateway is configured. */
export function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('payment');
  const { data: payment, error: loadError } = usePayment(id);
  const { busy, error, run } = useSubmit();
  if (!id) return <Redirect to="/plans" replace />;

  const decide = (outcome: SandboxOutcome) =>
    run(async () => {
      const settled = await sandboxCheckout(id, outcome);
      navigate(`/subscribe?plan=${settled.plan}&duration=${settled.duration}&payment=${settled._id}`, { replace: true });
    });

  return (
    <PageShell title={t('subscribe.checkout.title')}>
      <div className="flex flex-col gap-4 rounded-xl border border-amber-800 bg-surface-raised p-5">
        <p className="text-sm text-amber-300">{t('subscribe.checkout.sandbox')}</p>
        {payment ? (
          <p className="text-2xl font-semibold">{formatMoney(payment.amount, payment.currency, i18n.language)}</p>
        ) : null}
        <FormError message={error ?? (loadError ? t('errors.generic') : undefined)} />
        <div className="flex gap-2">
          <Button onClick={() => void decide('paid')} disabled={busy || !payment}>
            {t('subscribe.checkout.pay')}
          </Button>
          <Button variant="secondary" onClick={() => void decide('canceled')} disabled={busy || !payment}>
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    </PageShell>
  );
}
