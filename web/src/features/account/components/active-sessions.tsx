import type { CustomerSession } from '@chat/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { HelpCircle, Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Section } from '@/components/ui/section';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime, formatRelativeTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { sessionsQuery, signOutOtherSessions, signOutSession, useSessions } from '../api/sessions';

const DEVICE_ICONS: Record<CustomerSession['device'], LucideIcon> = {
  phone: Smartphone,
  tablet: Tablet,
  computer: Monitor,
  unknown: HelpCircle,
};

/**
 * "Where you're signed in" on the profile (issue 37, ASVS 7.5.2): every live session with its device,
 * browser and system (no place: none is stored), and a way to sign out any other one or all of them.
 */
export function ActiveSessions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useSessions();
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current);

  const keepOnly = (keep: (session: CustomerSession) => boolean) =>
    queryClient.setQueryData(sessionsQuery.queryKey, (list) => list && { sessions: list.sessions.filter(keep) });

  const endOne = async (session: CustomerSession) => {
    setEnding(session._id);
    try {
      await signOutSession(session._id);
      keepOnly((other) => other._id !== session._id);
      toast.success(t('account.sessions.signedOutOne'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setEnding(null);
    }
  };

  const endOthers = async () => {
    try {
      await signOutOtherSessions();
      keepOnly((session) => session.current);
      toast.success(t('account.sessions.signedOutOthers'));
    } catch (error) {
      toast.error(errorMessage(error));
      throw error;
    }
  };

  return (
    <Section title={t('account.sessions.title')}>
      <p className="text-sm text-text-muted">{t('account.sessions.explain')}</p>
      {!data ? <div className="h-16" aria-hidden /> : null}
      {sessions.length > 0 ? (
        <ul className="mt-2 flex flex-col" aria-label={t('account.sessions.title')}>
          {sessions.map((session) => (
            <SessionRow
              key={session._id}
              session={session}
              busy={ending === session._id}
              onSignOut={() => void endOne(session)}
            />
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <div className="mt-3 flex justify-end">
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            {t('account.sessions.signOutOthers')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('account.sessions.signOutOthersTitle')}
        message={t('account.sessions.signOutOthersMessage')}
        confirmLabel={t('account.sessions.signOutOthers')}
        onConfirm={endOthers}
      />
    </Section>
  );
}

/** "Chrome on Windows", "The app on Android", or what is known of it. */
function useSessionName(session: CustomerSession): string {
  const { t } = useTranslation();
  if (session.app) return session.os ? t('account.sessions.appOn', { os: session.os }) : t('account.sessions.app');
  if (session.browser && session.os) return t('account.sessions.browserOn', { browser: session.browser, os: session.os });
  return session.browser ?? session.os ?? t('account.sessions.unknownDevice');
}

function SessionRow({ session, busy, onSignOut }: { session: CustomerSession; busy: boolean; onSignOut: () => void }) {
  const { t } = useTranslation();
  const name = useSessionName(session);
  const Icon = DEVICE_ICONS[session.device];
  return (
    <li className="flex items-center gap-3 border-b border-border py-3 last:border-0 last:pb-0">
      <Icon className="h-5 w-5 shrink-0 text-text-muted" role="img" aria-label={t(`account.sessions.device.${session.device}`)} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium [overflow-wrap:anywhere]">
          {name}
          {session.current ? (
            <span className="rounded-full border border-primary-500 px-2 py-0.5 text-xs font-normal">
              {t('account.sessions.thisDevice')}
            </span>
          ) : null}
        </p>
        {/* One line on a wide screen; on a phone each fact on its own line, not cut after the dot. */}
        <p className="text-xs text-text-muted">
          <span className="block sm:inline" title={formatDateTime(session.createdAt)}>
            {t('account.sessions.signedInAt', { date: formatDate(session.createdAt) })}
          </span>
          <span className="hidden sm:inline" aria-hidden>
            {' · '}
          </span>
          <span className="block sm:inline" title={formatDateTime(session.lastUsedAt)}>
            {session.current
              ? t('account.sessions.activeNow')
              : t('account.sessions.lastUsed', { when: formatRelativeTime(session.lastUsedAt) })}
          </span>
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          onClick={onSignOut}
          disabled={busy}
          aria-label={t('account.sessions.signOutOne', { name })}
        >
          {t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
