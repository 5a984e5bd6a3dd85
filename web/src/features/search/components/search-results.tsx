import type { SearchHit } from '@chat/protocol';
import { Loader2 } from 'lucide-react';
import type { UIEvent } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import type { useMessageSearch } from '../api/search-messages';
import { SearchHitItem } from './search-hit-item';

export interface SearchResultsProps {
  id: string;
  q: string;
  search: ReturnType<typeof useMessageSearch>;
  hits: SearchHit[];
  active: number;
  opening: string | undefined;
  onHover: (index: number) => void;
  onChoose: (hit: SearchHit) => void;
  /** The list was scrolled near its end: more hits, if there are. */
  onNearEnd: () => void;
}

const status = (text: string, busy = false) => (
  <p className="flex items-center justify-center gap-2 px-4 py-8 text-center text-sm text-text-muted" role="status">
    {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
    {text}
  </p>
);

/** The hits, or what there is instead: a hint before typing, a wait, no match, an error. */
export function SearchResults({ id, q, search, hits, active, opening, onHover, onChoose, onNearEnd }: SearchResultsProps) {
  const { t } = useTranslation();
  if (!q) return status(t('search.syntax'));
  if (search.isError) return status(t('search.failed', { message: errorMessage(search.error) }));
  if (search.isPending) return status(t('search.searching'), true);
  if (!hits.length) return status(t('search.noResults', { q }));

  // More hits as the list nears its end (infinite scroll).
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight < 200) onNearEnd();
  };
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('search.results')}
      className="min-h-0 flex-1 overflow-y-auto py-1"
      onScroll={onScroll}
    >
      {hits.map((hit, index) => (
        <SearchHitItem
          key={hit.chat}
          hit={hit}
          active={index === active}
          opening={opening === hit.chat}
          onHover={() => onHover(index)}
          onChoose={() => onChoose(hit)}
        />
      ))}
      {search.isFetchingNextPage ? (
        <li className="flex justify-center py-3" role="status" aria-label={t('search.searching')}>
          <Loader2 className="h-4 w-4 animate-spin text-text-muted" aria-hidden />
        </li>
      ) : null}
    </ul>
  );
}
