import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { reloadPage } from '@/lib/reload-page';

/** A screen that failed to render or load (a chunk that would not load twice, §8): say so, offer a reload. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => console.error('A screen failed to load.', error), [error]);
  return (
    <div
      className="safe-top safe-bottom safe-x flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
      role="alert"
    >
      <p className="max-w-sm text-sm text-text-muted">{t('common.pageLoadFailed')}</p>
      <Button onClick={reloadPage}>{t('common.tryAgain')}</Button>
    </div>
  );
}
