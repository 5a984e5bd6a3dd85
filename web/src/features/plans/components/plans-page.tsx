import { PLAN_DURATIONS, type Plan, type PlanDuration } from '@chat/protocol';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { PageShell } from '@/components/layout/page-shell';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { priceFor, usePlans } from '@/lib/plans';
import { classifyPeriod, nextPlanStart } from '@/lib/subscription-periods';
import { useSubscriptions } from '@/lib/subscriptions';

const CONTACT = import.meta.env.VITE_CONTACT_EMAIL ?? 'sales@chat-assistant.example';

/**
 * Plans (§2): durations of a week, a month or a year; Free shows "N messages/day"; a contact link
 * for businesses. Signed in, the plan in force is marked, and while one runs the page says that a
 * plan bought now starts when it ends (the server queues it).
 */
export function PlansPage({ signedIn = false }: { signedIn?: boolean }) {
  const { t, i18n } = useTranslation();
  const { data: plans, isLoading } = usePlans();
  const [duration, setDuration] = useState<PlanDuration>('month');
  const subscriptions = useSubscriptions(0, signedIn);
  const periods = subscriptions.data?.items.map((item) => item.subscription) ?? [];
  const currentPlan = subscriptions.data
    ? (periods.find((period) => classifyPeriod(period) === 'current')?.plan ?? 'free')
    : undefined;
  const queue = nextPlanStart(periods);

  return (
    <PageShell title={t('plans.title')}>
      <p className="text-sm text-text-muted">{t('plans.subtitle')}</p>
      <div
        role="radiogroup"
        aria-label={t('plans.duration')}
        data-testid="plan-durations"
        className="mt-5 inline-flex rounded-lg border border-border bg-surface-raised p-1"
      >
        {PLAN_DURATIONS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={duration === value}
            onClick={() => setDuration(value)}
            className={cn(
              'rounded-md px-4 py-1.5 text-sm',
              duration === value ? 'bg-primary-600 text-white' : 'text-text-muted hover:text-text',
            )}
          >
            {t(`plans.durations.${value}`)}
          </button>
        ))}
      </div>
      {queue ? (
        <p data-testid="plans-queue-note" className="mt-4 text-sm">
          {t('plans.queuedNote', { plan: queue.after.name, date: formatDate(queue.startsAt, i18n.language) })}
        </p>
      ) : null}
      {isLoading ? <p className="mt-6 text-sm text-text-muted">{t('plans.loading')}</p> : null}
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {plans?.map((plan) => (
          <PlanCard key={plan._id} plan={plan} duration={duration} current={plan._id === currentPlan} />
        ))}
      </div>
      <p className="mt-8 text-sm text-text-muted">
        {t('plans.business')}{' '}
        <a href={`mailto:${CONTACT}`} className="link-inline">
          {t('plans.contact')}
        </a>
      </p>
    </PageShell>
  );
}

function PlanCard({ plan, duration, current }: { plan: Plan; duration: PlanDuration; current: boolean }) {
  const { t, i18n } = useTranslation();
  const price = priceFor(plan, duration);
  const free = plan._id === 'free';
  return (
    <section
      aria-label={plan.name}
      className={cn(
        'flex flex-col rounded-xl border bg-surface-raised p-5',
        plan._id === 'plus' ? 'border-primary-500' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{plan.name}</h2>
        {current ? (
          <span className="rounded-full bg-primary-600 px-2.5 py-0.5 text-xs font-medium text-white">
            {t('plans.currentBadge')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-2xl font-semibold">
        {free ? t('plans.free') : price ? formatMoney(price.amount, price.currency, i18n.language) : '—'}
        {!free && price ? <span className="text-sm font-normal text-text-muted"> / {t(`plans.per.${duration}`)}</span> : null}
      </p>
      <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm">
        <li className="flex gap-2">
          <Check className="h-4 w-4 shrink-0 text-primary-400" aria-hidden />
          {plan.messagesPerDay === null ? t('plans.unlimited') : t('plans.messagesPerDay', { count: plan.messagesPerDay })}
        </li>
        <li className="flex gap-2">
          <Check className="h-4 w-4 shrink-0 text-primary-400" aria-hidden />
          {t(free ? 'plans.features.free' : plan._id === 'plus' ? 'plans.features.plus' : 'plans.features.starter')}
        </li>
      </ul>
      <div className="mt-5">
        {free ? null : current ? (
          <Link
            to="/account/subscription"
            className="inline-flex h-10 w-full items-center justify-center rounded-lg border border-border text-sm font-medium hover:bg-surface-hover"
          >
            {t('plans.manage')}
          </Link>
        ) : (
          <Link
            to={`/subscribe?plan=${plan._id}&duration=${duration}`}
            className="inline-flex h-10 w-full items-center justify-center rounded-lg bg-primary-600 text-sm font-medium text-white hover:bg-primary-500"
          >
            {t('plans.choose', { plan: plan.name })}
          </Link>
        )}
      </div>
    </section>
  );
}
