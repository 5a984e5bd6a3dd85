import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/**
 * The line under a shared conversation while it has more pages: "Loading more messages…" (the next
 * page is asked for as the reader nears it), or the failure with a retry. One height in every
 * state, so nothing moves when it changes.
 */
export function MorePages({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto flex h-14 w-full max-w-3xl items-center justify-center gap-3 px-4 text-xs text-text-muted"
      data-testid="shared-more"
    >
      <p className="flex items-center gap-2" role="status">
        {failed ? null : <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />}
        {t(failed ? 'share.moreFailed' : 'share.loadingMore')}
      </p>
      {failed ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}
