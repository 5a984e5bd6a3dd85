import { useEffect } from 'react';
import { onConnected, onServerEvent } from '@/lib/socket';
import { fetchConversations, forgetConversation, upsertConversation } from '../api/conversation-cache';

/** Live sidebar: generated titles, conversations made or deleted in another tab; re-sync at every connection. */
export function useConversationEvents(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const off = [
      onServerEvent('conversation:updated', upsertConversation),
      onServerEvent('conversation:deleted', ({ _id }) => forgetConversation(_id)),
      onConnected(() => void fetchConversations()),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [enabled]);
}
