import { Upload } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/** The veil over the chat screen while files hover over it. */
export function DropOverlay() {
  const { t } = useTranslation();
  return (
    <div
      className="pointer-events-none absolute inset-2 z-20 flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-primary-500 bg-surface/85 text-sm font-medium text-text"
      aria-hidden
    >
      <Upload className="h-6 w-6 text-primary-400" aria-hidden />
      {t('attachments.dropHere')}
    </div>
  );
}
