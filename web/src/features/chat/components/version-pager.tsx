import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
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
  const step = (label: string, Icon: LucideIcon, target: string | undefined) => (
    <button
      type="button"
      className="rounded-md p-0.5 hover:bg-surface-hover hover:text-text disabled:opacity-40 disabled:hover:bg-transparent"
      disabled={!target || !onShow}
      onClick={() => target && onShow?.(target)}
      aria-label={label}
      title={label}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden />
    </button>
  );
  return (
    <span className="flex items-center gap-0.5 tabular-nums" data-testid="version-pager">
      {step(t('messages.previousVersion'), ChevronLeft, versions[index - 1])}
      <span aria-label={t('messages.versionOf', { index: index + 1, count: versions.length })}>
        {index + 1} / {versions.length}
      </span>
      {step(t('messages.nextVersion'), ChevronRight, index < 0 ? undefined : versions[index + 1])}
    </span>
  );
}
