import type { Conversation } from '@chat/protocol';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useEffect, useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { changeConversation } from '../api/conversation-cache';
import { useDeleteConversation } from '../hooks/use-delete-conversation';
import { useArchivedConversations } from '../api/get-archived-conversations';
import { ArchivedRow } from './archived-row';

export interface ArchivedDialogProps {
  selectedId: string | undefined;
  hrefFor: (id: string) => string;
  /** A conversation opened from the view: the sidebar closes on phones. */
  onNavigate?: () => void;
  /** After deleting the selected conversation the app goes to /chats (§4). */
  onDeletedSelected: () => void;
  onClose: () => void;
}

/**
 * The "Archived" view (issue 21): archived conversations, most recently active first, 24 at a time
 * as the list scrolls. Each opens (to be read), is restored to the sidebar, or is deleted.
 */
export function ArchivedDialog({ selectedId, hrefFor, onNavigate, onDeletedSelected, onClose }: ArchivedDialogProps) {
  const { t } = useTranslation();
  const archived = useArchivedConversations();
  const deletion = useDeleteConversation(selectedId, onDeletedSelected);
  const sentinel = useRef<HTMLDivElement>(null);
  const conversations = archived.data?.pages.flatMap((page) => page.conversations) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = archived;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const restore = (conversation: Conversation) =>
    changeConversation(conversation._id, { archived: false }).catch((error: unknown) => toast.error(errorMessage(error)));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('conversations.archived')} className="max-w-lg">
      <div className="mt-3" data-testid="archived-view">
        {archived.isError && !conversations.length ? (
          <FormError message={errorMessage(archived.error)} />
        ) : conversations.length === 0 && !archived.isFetching ? (
          <p className="py-2 text-sm text-text-muted" data-testid="archived-empty">
            {t('conversations.archivedEmpty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-0.5" aria-label={t('conversations.archived')}>
            {conversations.map((conversation) => (
              <ArchivedRow
                key={conversation._id}
                conversation={conversation}
                href={hrefFor(conversation._id)}
                onOpen={() => {
                  onClose();
                  onNavigate?.();
                }}
                onRestore={() => restore(conversation)}
                onDelete={() => deletion.ask(conversation)}
              />
            ))}
          </ul>
        )}
        <div ref={sentinel} className="h-2" aria-hidden />
        {archived.isFetching ? (
          <p className="flex items-center gap-2 py-2 text-xs text-text-muted" role="status">
            <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
            {t('conversations.loadingMore')}
          </p>
        ) : null}
      </div>
      <div className="mt-3 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      {deletion.dialog}
    </Dialog>
  );
}
