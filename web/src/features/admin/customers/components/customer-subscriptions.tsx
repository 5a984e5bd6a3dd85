import type { AdminSubscription } from '@chat/protocol';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { formatDateTime } from '../../lib/format';
import { cancelSubscription, refreshCustomer } from '../api/customers';
import { ReasonDialog } from './reason-dialog';

type State = 'live' | 'upcoming' | 'ended' | 'canceled';

function stateOf(subscription: AdminSubscription, now: number): State {
  if (subscription.canceledAt) return 'canceled';
  if (Date.parse(subscription.endDate) < now) return 'ended';
  return Date.parse(subscription.startDate) > now ? 'upcoming' : 'live';
}

/** Every subscription, canceled and future ones too, who granted it and why; a live or upcoming one can be canceled. */
export function CustomerSubscriptions({
  customerId,
  subscriptions,
  readAt,
}: {
  customerId: string;
  subscriptions: AdminSubscription[];
  /** When the page was read (epoch ms): each period's state is told against it. */
  readAt: number;
}) {
  const { t, i18n } = useTranslation();
  const [canceling, setCanceling] = useState<AdminSubscription>();
  const when = (value: string) => formatDateTime(value, i18n.language);
  const cancel = async (reason: string) => {
    await cancelSubscription(customerId, canceling!._id, reason);
    toast.success(t('admin.customers.cancel.done'));
    await refreshCustomer();
  };
  return (
    <Section title={t('admin.customers.subscriptions')}>
      {subscriptions.length === 0 ? <p className="text-sm text-text-muted">{t('admin.customers.noSubscriptions')}</p> : null}
      <ul className="flex flex-col gap-2">
        {subscriptions.map((subscription) => {
          const state = stateOf(subscription, readAt);
          return (
            <li key={subscription._id} className="rounded-lg border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">
                  {t(`admin.customers.plans.${subscription.plan}`)}{' '}
                  <span className="text-xs text-text-muted">{t(`admin.customers.states.${state}`)}</span>
                </p>
                {state === 'live' || state === 'upcoming' ? (
                  <Button variant="dangerGhost" size="sm" onClick={() => setCanceling(subscription)}>
                    {t('admin.customers.cancel.action')}
                  </Button>
                ) : null}
              </div>
              <p className="mt-1 text-xs text-text-muted">
                {t('admin.customers.period', { start: when(subscription.startDate), end: when(subscription.endDate) })}
              </p>
              {subscription.canceledAt ? (
                <p className="text-xs text-text-muted">
                  {t('admin.customers.canceledAt', { date: when(subscription.canceledAt) })}
                </p>
              ) : null}
              <p className="mt-1 text-xs [overflow-wrap:anywhere]">
                {subscription.grantedBy
                  ? t('admin.customers.grantedBy', {
                      operator: subscription.grantedBy.email ?? subscription.grantedBy._id,
                      reason: subscription.grantReason ?? '',
                    })
                  : subscription.paymentId
                    ? t('admin.customers.paidWith', { payment: subscription.paymentId })
                    : t('admin.customers.otherwise')}
              </p>
            </li>
          );
        })}
      </ul>
      <ReasonDialog
        open={canceling !== undefined}
        onOpenChange={(open) => (open ? undefined : setCanceling(undefined))}
        title={t('admin.customers.cancel.title')}
        message={t('admin.customers.cancel.message')}
        confirmLabel={t('admin.customers.cancel.submit')}
        danger
        onConfirm={cancel}
      />
    </Section>
  );
}
