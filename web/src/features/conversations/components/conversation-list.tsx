import type { Conversation } from '@chat/protocol';
import { Loader2 } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { useLatest } from '@/lib/use-latest';
import { changeConversation, fetchConversations } from '../api/conversation-cache';
import { useDeleteConversation } from '../hooks/use-delete-conversation';
import { useConversationList } from '../api/get-conversations';
import { useSearchResults } from '../hooks/use-search-results';
import { useConversationsStore } from '../stores/conversations-store';
import { ConversationGroups } from './conversation-groups';
import { LazyShareDialog } from './lazy-share-dialog';

export interface ConversationListProps {
  /** Case-insensitive name filter from the sidebar search box (§2). */
  search: string;
  authenticated: boolean;
  selectedId: string | undefined;
  hrefFor: (id: string) => string;
  onNavigate?: () => void;
  /** After deleting (or archiving, issue 38) the selected conversation the app goes to /chats (§4). */
  onDeletedSelected: () => void;
}

/** The sidebar's conversation list with delete buttons and infinite scroll (threshold 0.1, §9). */
export function ConversationList({
  search,
  authenticated,
  selectedId,
  hrefFor,
  onNavigate,
  onDeletedSelected,
}: ConversationListProps) {
  const { t } = useTranslation();
  const { conversations, count } = useConversationList();
  const loading = useConversationsStore((state) => state.loading);
  const deletion = useDeleteConversation(selectedId, onDeletedSelected);
  const [sharing, setSharing] = useState<Conversation | undefined>();
  // Stable, as the rows' other callbacks: a memoized row is not rendered again for a new arrow.
  const leaveSelected = useLatest(onDeletedSelected);
  const onArchivedSelected = useCallback(() => leaveSelected.current(), [leaveSelected]);
  const sentinel = useRef<HTMLDivElement>(null);
  const searching = search.trim().length > 0;
  const results = useSearchResults(search);

  useEffect(() => {
    if (authenticated) void fetchConversations();
  }, [authenticated]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || searching || !authenticated || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // More pages exist while count is greater than what is loaded (§4); a page on its way is not asked for twice.
        if (entries.some((entry) => entry.isIntersecting) && count > conversations.length) void fetchConversations(true);
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [searching, authenticated, conversations.length, count]);

  const needle = search.trim().toLowerCase();
  const local = searching ? conversations.filter((c) => c.name.toLowerCase().includes(needle)) : conversations;
  const shown = searching && results.data ? mergeById(local, results.data.conversations) : local;

  return (
    <>
      {shown.length === 0 && !loading && !results.isFetching ? (
        <p className="px-3 py-2 text-sm text-text-muted" data-testid="conversation-list-empty">
          {searching ? t('sidebar.noMatches') : t('sidebar.noConversations')}
        </p>
      ) : (
        <ConversationGroups
          conversations={shown}
          selectedId={selectedId}
          hrefFor={hrefFor}
          onNavigate={onNavigate}
          onDelete={deletion.ask}
          onRename={saveName}
          onShare={setSharing}
          onArchivedSelected={onArchivedSelected}
        />
      )}
      <div ref={sentinel} className="h-4" aria-hidden />
      {loading || results.isFetching ? (
        <p
          className="flex items-center gap-2 px-3 py-2 text-xs text-text-muted"
          role="status"
          data-testid="conversations-loading"
        >
          <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
          {t('conversations.loadingMore')}
        </p>
      ) : null}
      <span className="sr-only" aria-live="polite">
        {t('conversations.total', { count })}
      </span>
      {deletion.dialog}
      {sharing ? (
        <Suspense fallback={null}>
          <LazyShareDialog conversation={sharing} onClose={() => setSharing(undefined)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Module-level, so stable: the memoized rows are not rendered again when the list changes around them. */
async function saveName(id: string, name: string) {
  try {
    await changeConversation(id, { name });
  } catch (error) {
    toast.error(errorMessage(error));
    throw error;
  }
}

function mergeById(first: Conversation[], second: Conversation[]): Conversation[] {
  const seen = new Set(first.map((c) => c._id));
  return [...first, ...second.filter((c) => !seen.has(c._id))];
}
