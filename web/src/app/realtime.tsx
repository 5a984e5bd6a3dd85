import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';
// The hook alone: the account pages stay out of the first load (they are lazy).
import { useReportEvents } from '@/features/account/api/own-reports';
import { useSessionStore } from '@/features/auth';
import { useChatEvents, useChatStore } from '@/features/chat';
import { forgetConversations, useConversationEvents } from '@/features/conversations';
import { i18n } from '@/lib/i18n';
import { connectRealtime, disconnectRealtime, onConnectionRefused } from '@/lib/socket';
import { toast } from '@/lib/toast';
import { paths } from './paths';

/**
 * §4: the realtime connection is open and listening while signed in and closed otherwise;
 * signing out also empties the chat and conversation stores.
 */
export function RealtimeConnection() {
  const authenticated = useSessionStore((state) => state.authenticated);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const scope = params.get('conversation') ?? 'new';
  const onViewPlans = useCallback(() => navigate(paths.plans), [navigate]);

  useEffect(() => {
    if (authenticated) {
      connectRealtime();
      return;
    }
    disconnectRealtime();
    useChatStore.getState().reset();
    forgetConversations();
  }, [authenticated]);

  useEffect(() => () => disconnectRealtime(), []);
  useEffect(() => onConnectionRefused(showConnectionRefused), []);

  useChatEvents(authenticated, scope, onViewPlans);
  useConversationEvents(authenticated);
  useReportEvents(authenticated);
  return null;
}

/**
 * The server refused the connection (too many sockets): the reason stays on screen until closed,
 * and the connection is tried again only when the person asks, after closing other tabs.
 */
function showConnectionRefused(message: string) {
  toast.error(message, {
    id: 'realtime-refused',
    duration: Infinity,
    closeButton: true,
    action: { label: i18n.t('realtime.retry'), onClick: connectRealtime },
  });
}
