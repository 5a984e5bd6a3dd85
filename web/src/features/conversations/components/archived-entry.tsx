import { Archive } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ArchivedDialogProps } from './archived-dialog';

/** The view is a chunk of its own, fetched when first opened: the chat page's first load does not carry it. */
const ArchivedDialog = lazy(() => import('./archived-dialog').then((module) => ({ default: module.ArchivedDialog })));

export type ArchivedEntryProps = Omit<ArchivedDialogProps, 'onClose'>;

/** The sidebar's "Archived" entry (issue 21): opens the view of archived conversations over the chat. */
export function ArchivedEntry(props: ArchivedEntryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-text-muted hover:bg-surface-hover hover:text-text"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="archived-entry"
      >
        <Archive className="h-4 w-4 shrink-0" aria-hidden />
        <span className="truncate">{t('conversations.archived')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ArchivedDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
