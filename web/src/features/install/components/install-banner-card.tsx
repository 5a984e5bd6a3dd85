import { Download, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { useComposerPlace } from '../hooks/use-composer-place';

/** The gap between the banner and the composer below it. */
const GAP_PX = 12;

export interface InstallBannerCardProps {
  accept: () => void;
  later: () => void;
}

/** What the install banner shows (§4 texts pwa.*), placed above the composer. */
export function InstallBannerCard({ accept, later }: InstallBannerCardProps) {
  const { t } = useTranslation();
  const composer = useComposerPlace();
  return (
    // Above the composer, measured rather than guessed, so typing stays possible while it shows;
    // on screens without a composer, near the bottom edge.
    <section
      aria-labelledby="install-banner-title"
      data-testid="install-banner"
      style={composer ? { bottom: composer.bottom + GAP_PX, left: composer.centerX } : undefined}
      className="fixed bottom-[calc(env(safe-area-inset-bottom,0px)+1rem)] left-1/2 z-40 w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 animate-[fade-in_150ms_ease-out] rounded-xl border border-border bg-surface-raised p-4 shadow-2xl"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/icon-192.png" alt="" className="h-10 w-10 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <h2 id="install-banner-title" className="text-sm font-semibold">
            {t('pwa.installApp')}
          </h2>
          <p className="mt-1 text-sm text-text-muted">{t('pwa.installDescription')}</p>
        </div>
        <Button variant="ghost" size="icon" className="-mt-1 -mr-1" onClick={later} aria-label={t('pwa.close')}>
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={later}>
          {t('pwa.later')}
        </Button>
        <Button size="sm" onClick={accept}>
          <Download className="h-4 w-4" aria-hidden />
          {t('pwa.install')}
        </Button>
      </div>
    </section>
  );
}
