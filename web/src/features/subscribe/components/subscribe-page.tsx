import { PLAN_DURATIONS, type Payment, type PaymentMethod, type PlanDuration } from '@chat/protocol';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { priceFor, usePlans } from '@/lib/plans';
import { useSubmit } from '@/lib/use-submit';
import { createPayment, verifyPayment } from '../api/payments';
import { usePlanStartNote } from '../hooks/use-plan-start-note';
import { PaymentStatus } from './payment-status';

/** Subscribe (§2): plan, cost and duration with a change-plan link; card or mobile money; verify; success. */
export function SubscribePage({ onSubscribed }: { onSubscribed?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const planKey = params.get('plan') === 'starter' ? 'starter' : 'plus';
  const duration = (PLAN_DURATIONS as readonly string[]).includes(params.get('duration') ?? '')
    ? (params.get('duration') as PlanDuration)
    : 'month';
  const returningPayment = params.get('payment');
  const { data: plans } = usePlans();
  const plan = plans?.find((candidate) => candidate._id === planKey);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const price = plan && priceFor(plan, duration, method);
  const [phone, setPhone] = useState('');
  const [started, setStarted] = useState<Payment | undefined>();
  const { busy, error, run } = useSubmit();
  const startNote = usePlanStartNote(plan?.name);
  // Back from the card checkout: verifying settles the payment from the gateway's own record.
  const returning = useQuery({
    queryKey: ['payment-return', returningPayment],
    queryFn: () => verifyPayment(returningPayment!),
    enabled: Boolean(returningPayment),
    staleTime: 0,
  });

  const pay = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { payment, next } = await createPayment({
        plan: planKey,
        duration,
        method,
        ...(method === 'mobile-money' ? { phone } : {}),
      });
      if (next.type === 'redirect') {
        if (next.url.startsWith('/')) navigate(next.url);
        else window.location.assign(next.url);
        return;
      }
      setStarted(payment);
    });
  };
  const retry = () => {
    setStarted(undefined);
    if (returningPayment) setParams({ plan: planKey, duration });
  };

  const current = started ?? returning.data;
  // Before paying; the verify step then repeats it, and the success message says what was granted.
  const showStartNote = startNote && !current;
  return (
    <PageShell title={t('subscribe.title')}>
      {plan ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-raised p-5">
          <div>
            <p className="text-lg font-semibold">{plan.name}</p>
            <p className="text-sm text-text-muted">
              {price ? formatMoney(price.amount, price.currency, i18n.language) : '—'} · {t(`plans.durations.${duration}`)}
            </p>
          </div>
          <Link to="/plans" className="link-inline text-sm">
            {t('subscribe.changePlan')}
          </Link>
          {showStartNote ? (
            <p data-testid="plan-start" className="w-full text-sm">
              {startNote}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="mt-5">
        {current ? (
          <PaymentStatus
            key={current._id}
            initial={current}
            startNote={startNote ?? t('subscribe.verifyHint')}
            onRetry={retry}
            onSucceeded={onSubscribed}
          />
        ) : (
          <form onSubmit={pay} className="flex flex-col gap-4">
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-medium">{t('subscribe.method')}</legend>
              {(['card', 'mobile-money'] as const).map((value) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border p-4',
                    method === value ? 'border-primary-500 bg-primary-700/10' : 'border-border',
                  )}
                >
                  <input
                    type="radio"
                    name="method"
                    value={value}
                    checked={method === value}
                    onChange={() => setMethod(value)}
                    className="accent-primary-500"
                  />
                  {value === 'card' ? (
                    <CreditCard className="h-5 w-5" aria-hidden />
                  ) : (
                    <Smartphone className="h-5 w-5" aria-hidden />
                  )}
                  <span className="text-sm font-medium">{t(value === 'card' ? 'subscribe.card' : 'subscribe.mobileMoney')}</span>
                </label>
              ))}
            </fieldset>
            {method === 'mobile-money' ? (
              <Field
                label={t('subscribe.phone')}
                hint={t('subscribe.phoneHint')}
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                inputMode="tel"
                autoComplete="tel"
                required
              />
            ) : null}
            <FormError message={error} />
            <div>
              <Button type="submit" disabled={busy || !plan || (method === 'mobile-money' && !phone.trim())}>
                {t('subscribe.pay')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </PageShell>
  );
}
