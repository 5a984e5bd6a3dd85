import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from '@/lib/router';
import { formatDate } from '@/lib/format-date';
import { classifyPeriod, latestGranted } from '@/lib/subscription-periods';
import { subscriptionsQuery } from '@/lib/subscriptions';

const SECONDS = 5;

/**
 * §2: on success the user is redirected to chat after a countdown in seconds. It says what was
 * granted: active now, or (bought while another plan runs) from when to when.
 */
export function SuccessCountdown({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState(SECONDS);

  useEffect(() => {
    if (left === 0) {
      onDone?.();
      navigate('/?conversation=new', { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate, onDone]);

  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-green-900 bg-green-950/40 p-6 text-center"
    >
      <CheckCircle2 className="h-10 w-10 text-green-400" aria-hidden />
      <GrantedPeriod />
      <p className="text-sm text-text-muted">{t('subscribe.redirecting', { count: left })}</p>
    </div>
  );
}

/** The subscription this payment granted, read again from the server (it is the one granted last). */
function GrantedPeriod() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const fresh = useQuery({ ...subscriptionsQuery(0), refetchOnMount: 'always' });
  // Every screen showing the plan reads it again: the plan in force (plans, the account menu), the
  // subscription history, and the chat's quota (its key is chat/api/get-quota.ts's).
  useEffect(() => {
    for (const queryKey of [['subscription'], ['subscriptions'], ['quota']]) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);

  const granted = fresh.isFetchedAfterMount ? latestGranted(fresh.data?.items.map((item) => item.subscription) ?? []) : undefined;
  const text = !fresh.isFetchedAfterMount
    ? t('subscribe.received')
    : granted && classifyPeriod(granted) === 'upcoming'
      ? t('subscribe.successQueued', {
          plan: granted.name,
          start: formatDate(granted.startDate, i18n.language),
          end: formatDate(granted.endDate, i18n.language),
        })
      : t('subscribe.success');
  return <p className="text-lg font-semibold">{text}</p>;
}
