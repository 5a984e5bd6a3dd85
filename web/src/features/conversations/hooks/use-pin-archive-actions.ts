import type { Conversation } from '@chat/protocol';
import { Archive, Pin, PinOff } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { changeConversation } from '../api/conversation-cache';
import type { ConversationMenuItem } from '../components/conversation-menu';

/**
 * "Pin" or "Unpin", and "Archive", for a conversation's menu (issue 21). The list changes when the
 * server has answered (every tab at once through the socket); a refusal shows as a toast (§8).
 * `onArchived` runs once the server has archived it: archiving the open conversation leaves it as
 * deleting it does (issue 38).
 */
export function usePinArchiveActions(
  conversation: Pick<Conversation, '_id' | 'name' | 'pinnedAt'>,
  onArchived?: () => void,
): ConversationMenuItem[] {
  const { t } = useTranslation();
  const change = (patch: { pinned?: boolean; archived?: boolean }, done?: () => void) => () =>
    void changeConversation(conversation._id, patch)
      .then(done)
      .catch((error: unknown) => toast.error(errorMessage(error)));
  const pinned = conversation.pinnedAt != null;
  return [
    pinned
      ? { id: 'unpin', label: t('conversations.unpin'), Icon: PinOff, onSelect: change({ pinned: false }) }
      : { id: 'pin', label: t('conversations.pin'), Icon: Pin, onSelect: change({ pinned: true }) },
    {
      id: 'archive',
      label: t('conversations.archive'),
      Icon: Archive,
      // Says where it went: it leaves the list.
      onSelect: change({ archived: true }, () => {
        toast.success(t('conversations.archivedNotice', { name: conversation.name }));
        onArchived?.();
      }),
    },
  ];
}
