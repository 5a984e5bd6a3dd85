import { isAudioType, isImageType, type StoredFile } from '@chat/protocol';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/lib/file-size';
import { ImageLightbox } from './attachments/image-lightbox';

export interface MessageFilesProps {
  files: StoredFile[];
  alignEnd?: boolean;
}

/** A message's files: images as thumbnails that open full size, audio as a player, the rest as downloads. */
export function MessageFiles({ files, alignEnd = false }: MessageFilesProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<StoredFile | undefined>(undefined);
  if (files.length === 0) return null;
  const images = files.filter((file) => isImageType(file.type));
  const audio = files.filter((file) => isAudioType(file.type));
  const others = files.filter((file) => !isImageType(file.type) && !isAudioType(file.type));
  return (
    <div className={cn('flex max-w-full flex-col gap-2', alignEnd && 'items-end')} data-testid="message-files">
      {images.length ? (
        <ul className={cn('flex flex-wrap gap-2', alignEnd && 'justify-end')}>
          {images.map((file) => (
            <li key={file._id}>
              <button
                type="button"
                onClick={() => setOpened(file)}
                className="block overflow-hidden rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-primary-400"
                aria-label={t('attachments.openImage', { name: file.name })}
              >
                <img
                  src={file.url}
                  alt={file.name}
                  loading="lazy"
                  className={cn('object-cover', images.length === 1 ? 'max-h-64 max-w-full sm:max-w-xs' : 'h-28 w-28')}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {audio.map((file) => (
        // The spoken answer reads the message's own text, shown right above: that text is its transcript.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio key={file._id} controls preload="none" src={file.url} className="w-full max-w-xs" aria-label={file.name} />
      ))}
      {others.length ? (
        <ul className={cn('flex flex-wrap gap-2', alignEnd && 'justify-end')}>
          {others.map((file) => (
            <li key={file._id} className="max-w-full">
              <a
                href={file.url}
                download={file.name}
                className="flex max-w-full items-center gap-2 rounded-xl border border-border bg-surface px-2 py-1.5 text-xs hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-primary-400 sm:max-w-[16rem]"
                aria-label={t('attachments.downloadFile', { name: file.name })}
              >
                <FileText className="h-4 w-4 shrink-0 text-text-muted" aria-hidden />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium text-text">{file.name}</span>
                  <span className="text-[11px] text-text-muted">{formatFileSize(file.size)}</span>
                </span>
                <Download className="h-3.5 w-3.5 shrink-0 text-text-muted" aria-hidden />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ImageLightbox file={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}
