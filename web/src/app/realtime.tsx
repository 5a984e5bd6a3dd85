import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSessionStore } from '@/features/auth';
import { useChatEvents, useChatStore } from '@/features/chat';
import { forgetConversations, useConversationEvents } from '@/features/conversations';
import { connectRealtime, disconnectRealtime } from '@/lib/socket';
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
  const onViewPlans = useCallback(() => void navigate(paths.plans), [navigate]);

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

  useChatEvents(authenticated, scope, onViewPlans);
  useConversationEvents(authenticated);
  return null;
}
