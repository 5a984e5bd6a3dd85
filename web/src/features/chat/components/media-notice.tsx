import type { Model } from '@chat/protocol';
import { ImageOff } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useAttachmentStore } from '../stores/attachment-store';

const EXPLAINED_FAILURES = new Set(['storage_full', 'rate_limited']);

export interface MediaNoticeProps {
  /** The chosen model cannot read the attached images. */
  needsVision: boolean;
  modelName: string | undefined;
  suggestion: Model | undefined;
  onUseSuggestion: (model: Model) => void;
  /** Some attachments failed to upload. */
  failed: boolean;
  /** A full storage offers the plans. */
  onViewPlans?: () => void;
}

/**
 * A hint under the text box: why the send is held back and, for images, a model that can read them;
 * for uploads refused for a full storage or too many uploads, the whole reason (and, for storage, the plans).
 */
export function MediaNotice({ needsVision, modelName, suggestion, onUseSuggestion, failed, onViewPlans }: MediaNoticeProps) {
  const { t } = useTranslation();
  // A full storage or too many uploads need more words than a chip holds: they are said here in full.
  const explained = useAttachmentStore((state) =>
    state.items.find((item) => item.status === 'error' && EXPLAINED_FAILURES.has(item.errorCode ?? '')),
  );
  if (!needsVision && !failed) return null;
  return (
    <div className="flex flex-col gap-1 px-2 pt-1 text-xs" role="status" data-testid="media-notice">
      {needsVision ? (
        <p className="flex items-start gap-1.5 text-amber-300">
          <ImageOff className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="min-w-0">
            {t('media.noVision', { model: modelName ?? '' })}{' '}
            {suggestion ? (
              <button
                type="button"
                onClick={() => onUseSuggestion(suggestion)}
                className="rounded-md text-primary-400 underline underline-offset-2 hover:text-text focus-visible:outline-2 focus-visible:outline-primary-400"
              >
                {t('media.useModel', { model: suggestion.name })}
              </button>
            ) : null}
          </span>
        </p>
      ) : null}
      {explained ? (
        <p className="text-red-400" role="alert" data-testid="upload-failure">
          {explained.error}{' '}
          {explained.errorCode === 'storage_full' && onViewPlans ? (
            <button
              type="button"
              onClick={onViewPlans}
              className="rounded-md text-primary-400 underline underline-offset-2 hover:text-text focus-visible:outline-2 focus-visible:outline-primary-400"
            >
              {t('attachments.seePlans')}
            </button>
          ) : null}
        </p>
      ) : null}
      {failed ? <p className="text-red-400">{t('attachments.removeFailed')}</p> : null}
    </div>
  );
}
