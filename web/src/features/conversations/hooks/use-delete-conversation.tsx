import type { Conversation } from '@chat/protocol';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { removeConversation } from '../api/conversation-cache';

/**
 * Deleting a conversation after its confirmation (§4), from the sidebar or the Archived view:
 * `ask` opens the dialog, which `dialog` renders. Deleting the selected one goes to /chats.
 */
export function useDeleteConversation(selectedId: string | undefined, onDeletedSelected: () => void) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<Conversation>();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removeConversation(deleting._id);
      if (deleting._id === selectedId) onDeletedSelected();
    } catch (error) {
      toast.error(errorMessage(error));
      throw error;
    }
  };

  const dialog = (
    <ConfirmDialog
      open={deleting !== undefined}
      onOpenChange={(open) => !open && setDeleting(undefined)}
      title={t('conversations.deleteTitle')}
      message={t('chat.confirmDelete', { name: deleting?.name ?? '' })}
      onConfirm={confirmDelete}
    />
  );
  return { ask: setDeleting, dialog };
}
