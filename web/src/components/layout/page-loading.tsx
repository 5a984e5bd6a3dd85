import { Loader2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/** Shown while a page's code loads: never a blank screen. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="safe-top safe-bottom flex min-h-dvh items-center justify-center" role="status" data-testid="page-loading">
      <span className="inline-flex items-center gap-2 text-sm text-text-muted">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        {t('common.loadingPage')}
      </span>
    </div>
  );
}
