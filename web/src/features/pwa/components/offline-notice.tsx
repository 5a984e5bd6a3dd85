import { WifiOff } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useOnline } from '../hooks/use-online';

/** Says plainly that the app is offline (the shell still opens from the service worker cache). */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-notice"
      // A floating pill just below the header, so it never covers the header or the composer.
      className="fixed top-[calc(env(safe-area-inset-top,0px)+4rem)] left-1/2 z-40 flex w-max max-w-[calc(100%-1.5rem)] -translate-x-1/2 items-center gap-2 rounded-full bg-warn px-4 py-1.5 text-center text-sm text-white shadow-lg"
    >
      <WifiOff className="h-4 w-4 shrink-0" aria-hidden />
      <span>{t('offline.message')}</span>
    </div>
  );
}
