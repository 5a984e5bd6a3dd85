import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { reloadPage } from '@/lib/reload-page';
import { useUpdateStore } from '../stores/update-store';

export const RELOAD_FALLBACK_MS = 3000;

/** "A new version is ready": reload now (activates the waiting worker) or later. */
export function UpdatePrompt({ reloadNow = reloadPage }: { reloadNow?: () => void }) {
  const { t } = useTranslation();
  const needRefresh = useUpdateStore((state) => state.needRefresh);
  const update = useUpdateStore((state) => state.update);
  const dismiss = useUpdateStore((state) => state.dismiss);
  const [reloading, setReloading] = useState(false);
  if (!needRefresh) return null;

  const reload = () => {
    setReloading(true);
    // The worker reloads the page when it takes control; a page it never controlled (the very
    // first visit) gets no such signal, so reload anyway shortly after.
    setTimeout(reloadNow, RELOAD_FALLBACK_MS);
    update?.(true).catch((error: unknown) => {
      console.warn('Could not activate the new version.', error);
      reloadNow();
    });
  };

  return (
    <div
      role="alertdialog"
      aria-labelledby="update-prompt-title"
      data-testid="update-prompt"
      className="fixed top-[calc(env(safe-area-inset-top,0px)+0.75rem)] left-1/2 z-50 flex w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 items-center gap-3 rounded-xl border border-border bg-surface-raised p-3 shadow-2xl"
    >
      <RefreshCw className="h-5 w-5 shrink-0 text-primary-400" aria-hidden />
      <p id="update-prompt-title" className="min-w-0 flex-1 text-sm">
        {t('update.ready')}
      </p>
      <Button variant="ghost" size="sm" onClick={dismiss}>
        {t('update.later')}
      </Button>
      <Button size="sm" onClick={reload} disabled={reloading}>
        {t('update.reload')}
      </Button>
    </div>
  );
}
