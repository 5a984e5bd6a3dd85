import { useEffect } from 'react';
import { onReconnect, onServerEvent } from '@/lib/socket';
import { useConversationsStore } from '../stores/conversations-store';

/** Live sidebar: generated titles, conversations made or deleted in another tab; re-sync on reconnect. */
export function useConversationEvents(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const { upsert, removeLocal, fetch } = useConversationsStore.getState();
    const off = [
      onServerEvent('conversation:updated', upsert),
      onServerEvent('conversation:deleted', ({ _id }) => removeLocal(_id)),
      onReconnect(() => void fetch()),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [enabled]);
}
