import { lazy, Suspense } from 'react';
import type { SearchHit } from '@chat/protocol';
import { useSearchShortcut } from '../hooks/use-search-shortcut';
import { useSearchStore } from '../stores/search-store';

/** The dialog is a chunk of its own, fetched when it first opens: the chat page's first load does not carry it. */
const SearchDialog = lazy(() => import('./search-dialog').then((module) => ({ default: module.SearchDialog })));

export interface SearchDialogProps {
  /** Opens the hit's conversation (or the general chat) at its message; the dialog closes once it resolves. */
  onOpen: (hit: SearchHit) => Promise<void>;
  /**
   * Where the focus goes once a hit's conversation is open and the dialog has closed (the composer).
   * Closed without a hit, the focus goes back where it was when the search opened.
   */
  afterOpen?: () => void;
}

export interface SearchLauncherProps extends SearchDialogProps {
  authenticated: boolean;
}

/** Ctrl/Cmd+K and the sidebar's Search open the message search while signed in (issue 20). */
export function SearchLauncher({ authenticated, ...dialog }: SearchLauncherProps) {
  const open = useSearchStore((state) => state.open);
  useSearchShortcut(authenticated);
  if (!open || !authenticated) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog {...dialog} />
    </Suspense>
  );
}
