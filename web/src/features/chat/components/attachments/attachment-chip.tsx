import { AlertCircle, FileText, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/lib/file-size';
import type { PendingAttachment } from '../../stores/attachment-store';

export interface AttachmentChipProps {
  item: PendingAttachment;
  onRemove: (id: string) => void;
}

/** One attachment in the composer: thumbnail or file icon, name, size, upload progress or error, remove. */
export function AttachmentChip({ item, onRemove }: AttachmentChipProps) {
  const { t } = useTranslation();
  const failed = item.status === 'error';
  return (
    <li
      className={cn(
        'relative flex w-56 shrink-0 items-center gap-2 overflow-hidden rounded-xl border bg-surface py-1.5 pr-8 pl-1.5 sm:w-auto sm:max-w-[16rem] sm:min-w-0 sm:shrink',
        failed ? 'border-red-500/60' : 'border-border',
      )}
      data-testid="attachment-chip"
      data-status={item.status}
    >
      {item.previewUrl ? (
        <img src={item.previewUrl} alt="" className="h-9 w-9 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-surface-hover text-text-muted">
          <FileText className="h-4 w-4" aria-hidden />
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-xs font-medium text-text">{item.name}</span>
        {failed ? (
          <span className="flex items-start gap-1 text-[11px] leading-tight text-red-400" role="alert" title={item.error}>
            <AlertCircle className="mt-px h-3 w-3 shrink-0" aria-hidden />
            <span className="line-clamp-2">{chipError(item, t)}</span>
          </span>
        ) : (
          <span className="text-[11px] text-text-muted">
            {item.status === 'uploading'
              ? t('attachments.uploading', { percent: Math.round(item.progress * 100) })
              : formatFileSize(item.size)}
          </span>
        )}
      </span>
      {item.status === 'uploading' ? (
        <span
          className="absolute right-0 bottom-0 left-0 h-0.5 bg-surface-hover"
          role="progressbar"
          aria-label={t('attachments.progressLabel', { name: item.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(item.progress * 100)}
        >
          <span className="block h-full bg-primary-500 transition-[width]" style={{ width: `${item.progress * 100}%` }} />
        </span>
      ) : null}
      <button
        type="button"
        onClick={() => onRemove(item.id)}
        className="absolute top-1 right-1 rounded-full p-1 text-text-muted hover:bg-surface-hover hover:text-text focus-visible:outline-2 focus-visible:outline-primary-400"
        aria-label={t('attachments.remove', { name: item.name })}
        title={t('attachments.remove', { name: item.name })}
      >
        <X className="h-3.5 w-3.5" aria-hidden />
      </button>
    </li>
  );
}

/** A full storage and too many uploads in a word (the notice under the text box gives the whole message). */
function chipError(item: PendingAttachment, t: (key: string) => string): string | undefined {
  if (item.errorCode === 'storage_full') return t('attachments.storageFull');
  if (item.errorCode === 'rate_limited') return t('attachments.tooMany');
  return item.error;
}
