import type { StoredFile } from '@chat/protocol';
import { Download } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/components/ui/dialog';

export interface ImageLightboxProps {
  file: StoredFile | undefined;
  onClose: () => void;
}

/** An image at full size in a dialog; Escape, the overlay or the close button closes it. */
export function ImageLightbox({ file, onClose }: ImageLightboxProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={Boolean(file)}
      onOpenChange={(open) => !open && onClose()}
      title={file?.name ?? ''}
      className="max-w-[min(92vw,64rem)] p-3"
    >
      {file ? (
        <div className="mt-2 flex flex-col gap-2">
          <img
            src={file.url}
            alt={file.name}
            className="mx-auto max-h-[75vh] w-auto max-w-full rounded-lg object-contain"
            data-testid="lightbox-image"
          />
          <div className="flex justify-end gap-2">
            <a
              href={file.url}
              download={file.name}
              className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm text-text-muted hover:bg-surface-hover hover:text-text"
            >
              <Download className="h-4 w-4" aria-hidden />
              {t('attachments.download')}
            </a>
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg bg-surface-hover px-3 py-1.5 text-sm text-text hover:bg-border focus-visible:outline-2 focus-visible:outline-primary-400"
            >
              {t('attachments.close')}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
