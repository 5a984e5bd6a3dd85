import { useTranslation } from '@/lib/i18n';
import { formatDate } from '@/lib/format-date';
import { nextPlanStart } from '@/lib/subscription-periods';
import { useSubscriptions } from '@/lib/subscriptions';

/**
 * What to tell before paying about when the plan starts: at once, or (the server queues a purchase
 * after the last live subscription) on the day the current one ends. Undefined until known, so
 * nothing wrong shows while the subscriptions load.
 */
export function usePlanStartNote(planName: string | undefined): string | undefined {
  const { t, i18n } = useTranslation();
  const { data } = useSubscriptions(0);
  if (!data || !planName) return undefined;
  const queue = nextPlanStart(data.items.map((item) => item.subscription));
  if (!queue) return t('subscribe.verifyHint');
  return t('subscribe.startsLater', {
    current: queue.after.name,
    date: formatDate(queue.startsAt, i18n.language),
    plan: planName,
  });
}
