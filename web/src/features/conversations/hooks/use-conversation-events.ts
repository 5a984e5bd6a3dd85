import { useEffect } from 'react';
import { onConnected, onServerEvent } from '@/lib/socket';
import { useConversationsStore } from '../stores/conversations-store';

/** Live sidebar: generated titles, conversations made or deleted in another tab; re-sync at every connection. */
export function useConversationEvents(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const { upsert, removeLocal, fetch } = useConversationsStore.getState();
    const off = [
      onServerEvent('conversation:updated', upsert),
      onServerEvent('conversation:deleted', ({ _id }) => removeLocal(_id)),
      onConnected(() => void fetch()),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [enabled]);
}
