import type { SearchHit } from '@chat/protocol';
import { Bot, Loader2, User } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { hitElementId } from './hit-element-id';
import { Snippet } from './snippet';

export interface SearchHitItemProps {
  hit: SearchHit;
  active: boolean;
  opening: boolean;
  onHover: () => void;
  onChoose: () => void;
}

/** One hit: its conversation (or General), its date, whether the words were in the question or the answer, the snippet. */
export function SearchHitItem({ hit, active, opening, onHover, onChoose }: SearchHitItemProps) {
  const { t, i18n } = useTranslation();
  const Icon = hit.role === 'user' ? User : Bot;
  return (
    // The keyboard reaches the options through the search field (combobox: arrows, Enter), not one by one.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={hitElementId(hit)}
      role="option"
      aria-selected={active}
      data-testid="search-hit"
      onMouseMove={onHover}
      onClick={onChoose}
      className={cn('mx-1 cursor-pointer rounded-lg px-3 py-2.5', active && 'bg-surface-hover')}
    >
      <div className="flex items-center gap-2 text-xs text-text-muted">
        <Icon className="h-3.5 w-3.5 shrink-0" aria-label={t(hit.role === 'user' ? 'search.inQuestion' : 'search.inAnswer')} />
        <span className="min-w-0 flex-1 truncate font-medium text-text" data-testid="search-hit-conversation">
          {hit.conversation?.name ?? t('search.general')}
        </span>
        {opening ? <Loader2 className="h-3.5 w-3.5 animate-spin" aria-label={t('search.opening')} /> : null}
        <time dateTime={hit.createdAt} className="shrink-0">
          {formatDate(hit.createdAt, i18n.language)}
        </time>
      </div>
      <p className="mt-1 line-clamp-3 text-sm break-words text-text-muted">
        <Snippet parts={hit.snippet} />
      </p>
    </li>
  );
}
