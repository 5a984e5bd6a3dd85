import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/**
 * `‹ 2 / 3 ›` under an exchange with several versions (issue 21): moves to the one before or after.
 * Off while an answer is being written (`onShow` absent): the branch cannot change under it.
 */
export function VersionPager({
  chatId,
  versions,
  onShow,
}: {
  chatId: string;
  versions: string[];
  onShow?: ((id: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const index = versions.indexOf(chatId);
  const previous = index > 0 ? versions[index - 1] : undefined;
  const next = index < versions.length - 1 ? versions[index + 1] : undefined;
  const button = 'rounded-md p-0.5 hover:bg-surface-hover hover:text-text disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <span className="flex items-center gap-0.5 tabular-nums" data-testid="version-pager">
      <button
        type="button"
        className={button}
        disabled={!previous || !onShow}
        onClick={() => previous && onShow?.(previous)}
        aria-label={t('messages.previousVersion')}
        title={t('messages.previousVersion')}
      >
        <ChevronLeft className="h-3.5 w-3.5" aria-hidden />
      </button>
      <span aria-label={t('messages.versionOf', { index: index + 1, count: versions.length })}>
        {index + 1} / {versions.length}
      </span>
      <button
        type="button"
        className={button}
        disabled={!next || !onShow}
        onClick={() => next && onShow?.(next)}
        aria-label={t('messages.nextVersion')}
        title={t('messages.nextVersion')}
      >
        <ChevronRight className="h-3.5 w-3.5" aria-hidden />
      </button>
    </span>
  );
}
