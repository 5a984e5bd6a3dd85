import * as RadixDialog from '@radix-ui/react-dialog';
import { SEARCH_QUERY_MAX, type SearchHit } from '@chat/protocol';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { useTranslation } from '@/lib/i18n';
import { useDebounced } from '@/lib/use-debounced';
import { useMessageSearch } from '../api/search-messages';
import { useSearchStore } from '../stores/search-store';
import { hitElementId } from './hit-element-id';
import { SearchResults } from './search-results';
import type { SearchDialogProps } from './search-launcher';

const RESULTS_ID = 'message-search-results';

/**
 * The message search (issue 20): words typed, hits listed newest first with their conversation,
 * date and highlighted snippet, more as the list scrolls. Arrows move, Enter opens, Escape closes.
 * Choosing a hit opens its conversation at that message (the app loads it back that far).
 * Radix focuses the input, the first field, as the dialog opens.
 */
export function SearchDialog({ onOpen, afterOpen }: SearchDialogProps) {
  const { t } = useTranslation();
  const setOpen = useSearchStore((state) => state.setOpen);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [opening, setOpening] = useState<string>();
  const q = useDebounced(text.trim());
  const search = useMessageSearch(q);
  const hits = search.data?.pages.flatMap((page) => page.hits) ?? [];
  // Closed with a hit opened: its conversation's composer; without, back where the search came from.
  const returnFocus = useReturnFocus((event) => {
    if (!opening) return;
    event.preventDefault();
    afterOpen?.();
  });

  const choose = async (hit: SearchHit | undefined) => {
    if (!hit || opening) return;
    setOpening(hit.chat);
    await onOpen(hit);
    setOpen(false);
  };

  /** The next page of hits, unless there is none or it is on its way (scrolling or arrowing near the end). */
  const loadMore = () => {
    if (search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
  };

  const move = (by: number) => {
    const next = Math.max(0, Math.min(hits.length - 1, active + by));
    setActive(next);
    if (next >= hits.length - 3) loadMore();
    const hit = hits[next];
    if (hit) document.getElementById(hitElementId(hit))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void choose(hits[active]);
    }
  };

  const activeHit = hits[active];
  return (
    <RadixDialog.Root open onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        {/* pointer-events-auto: clickable from its first frame, as in ui/dialog-view.tsx. */}
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          className="pointer-events-auto fixed top-4 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 flex-col overflow-hidden rounded-xl border border-border bg-surface-raised shadow-2xl data-[state=open]:animate-[dialog-in_150ms_ease-out] md:top-[12vh] md:max-h-[76vh]"
          data-testid="message-search"
        >
          <RadixDialog.Title className="sr-only">{t('search.title')}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">{t('search.syntax')}</RadixDialog.Description>
          <div className="flex items-center gap-2 border-b border-border px-3">
            <Search className="h-4 w-4 shrink-0 text-text-muted" aria-hidden />
            <input
              role="combobox"
              aria-expanded={hits.length > 0}
              aria-controls={RESULTS_ID}
              aria-activedescendant={activeHit ? hitElementId(activeHit) : undefined}
              aria-label={t('search.title')}
              placeholder={t('search.placeholder')}
              maxLength={SEARCH_QUERY_MAX}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-text-muted"
            />
            <RadixDialog.Close
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-text-muted hover:bg-surface-hover hover:text-text"
              aria-label={t('search.close')}
            >
              <X className="h-4 w-4" aria-hidden />
            </RadixDialog.Close>
          </div>
          <SearchResults
            id={RESULTS_ID}
            q={q}
            search={search}
            hits={hits}
            active={active}
            opening={opening}
            onHover={setActive}
            onChoose={(hit) => void choose(hit)}
            onNearEnd={loadMore}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
