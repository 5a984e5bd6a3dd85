import type { SharedMessage } from '@chat/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link2Off, MessageSquarePlus } from 'lucide-react';
import { Fragment, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { formatDate } from '@/lib/format';
import { useSubmit } from '@/lib/use-submit';
import { continueSharedConversation, sharedConversationQuery } from '../api/shares';
import { useNearEnd } from '../hooks/use-near-end';
import { useNoIndex } from '../hooks/use-no-index';
import { MorePages } from './shared-more-pages';

export interface SharedConversationPageProps {
  token: string;
  authenticated: boolean;
  /** Back from sign-in with "continue" asked for: the copy is made at once. */
  continueRequested: boolean;
  /** A message as the chat shows it, given by the app (features do not import each other). */
  renderMessage: (message: SharedMessage) => ReactNode;
  /** A guest asked to continue: sign in, then come back here. */
  onSignIn: () => void;
  /** The copy exists: open it. */
  onContinued: (conversationId: string) => void;
}

/**
 * /s/<token> (issue 20): a shared conversation, read-only, as the chat renders it, with no trace of
 * its owner; or "This link no longer works" for a deleted, unknown or malformed link. It comes a
 * page at a time (issue 37): the next one loads as the reader nears the end of those shown.
 */
export function SharedConversationPage(props: SharedConversationPageProps) {
  const { token, authenticated, continueRequested, renderMessage, onSignIn, onContinued } = props;
  const { t } = useTranslation();
  useNoIndex();
  const shared = useInfiniteQuery(sharedConversationQuery(token));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = shared;
  const sentinel = useRef<HTMLDivElement>(null);
  // A page on its way is not asked for again; after a failure the reader retries (MorePages).
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  useNearEnd(sentinel, hasNextPage && !isFetchingNextPage && !isFetchNextPageError, loadMore);
  const { busy, error, run } = useSubmit();
  const started = useRef(false);

  const copy = () => run(async () => onContinued((await continueSharedConversation(token)).conversation._id));
  const start = () => (authenticated ? void copy() : onSignIn());

  useEffect(() => {
    if (!continueRequested || !authenticated || !shared.isSuccess || started.current) return;
    started.current = true;
    void copy();
    // Once, when the page comes back from sign-in with the snapshot loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [continueRequested, authenticated, shared.isSuccess]);

  // Not PageLoading: imported from this lazy page, it made the bundler move the icon runtime out of
  // the main chunk into a chunk of its own, +0.4 KiB on every first visit of the chat.
  if (shared.isPending) return <p className="p-6 text-center text-sm text-text-muted">{t('common.loadingPage')}</p>;
  if (shared.isError && !shared.data) return <LinkGone />;
  const [first] = shared.data.pages;

  return (
    <div className="safe-top safe-bottom safe-x flex min-h-dvh flex-col">
      <header className="border-b border-border px-4 py-4">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-1">
          <p className="text-xs text-text-muted">{t('share.sharedBadge')}</p>
          <h1 className="text-xl font-semibold break-words" data-testid="shared-title">
            {first!.name}
          </h1>
          <p className="text-xs text-text-muted">{t('share.sharedOn', { date: formatDate(first!.sharedAt) })}</p>
        </div>
      </header>
      <main className="flex-1 py-4" data-testid="shared-messages">
        {shared.data.pages.map((page) => (
          <Fragment key={page.page}>
            {page.messages.map((message, index) => (
              <Fragment key={index}>{renderMessage(message)}</Fragment>
            ))}
          </Fragment>
        ))}
        <div ref={sentinel} aria-hidden />
        {hasNextPage ? <MorePages failed={isFetchNextPageError && !isFetchingNextPage} onRetry={loadMore} /> : null}
      </main>
      <footer className="sticky bottom-0 border-t border-border bg-surface/95 px-4 py-3 backdrop-blur">
        <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-text-muted">{t('share.readOnly')}</p>
          <FormError quiet message={error} />
          <Button onClick={start} disabled={busy}>
            <MessageSquarePlus className="h-4 w-4" aria-hidden />
            {t('share.continue')}
          </Button>
        </div>
      </footer>
    </div>
  );
}

/** A deleted, unknown or malformed link: one clear page, whatever the reason. */
function LinkGone() {
  const { t } = useTranslation();
  return (
    <div className="safe-top safe-bottom safe-x flex min-h-dvh items-center justify-center">
      <div className="flex max-w-md flex-col items-center gap-3 p-6 text-center" role="alert" data-testid="share-gone">
        <Link2Off className="h-10 w-10 text-text-muted" aria-hidden />
        <h1 className="text-xl font-semibold">{t('share.goneTitle')}</h1>
        <p className="text-sm text-text-muted">{t('share.goneDetail')}</p>
        <Link to="/?conversation=new" className="mt-2 text-sm text-primary-400 hover:underline">
          {t('share.goneHome')}
        </Link>
      </div>
    </div>
  );
}
