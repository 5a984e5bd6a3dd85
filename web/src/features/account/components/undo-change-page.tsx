import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { undoSignInChange } from '../api/undo-sign-in-change';
import { LinkOutcome } from './link-outcome';

export interface UndoChangePageProps {
  token: string;
  /** The undo ended every session, this browser's too. */
  onUndone: () => void;
  onSignIn: () => void;
}

type Outcome = { kind: 'undone' } | { kind: 'failed'; message: string };

/**
 * The page of the undo link sent to the previous e-mail or phone after a sign-in change (no login
 * needed: the change may have signed the owner out). Nothing happens until the person confirms,
 * so a mail scanner opening the link undoes nothing.
 */
export function UndoChangePage({ token, onUndone, onSignIn }: UndoChangePageProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  const undo = async () => {
    setBusy(true);
    try {
      await undoSignInChange(token);
      setOutcome({ kind: 'undone' });
      onUndone();
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (outcome?.kind === 'undone') {
    body = (
      <LinkOutcome tone="done" title={t('account.undoChange.done')}>
        <p className="text-sm text-text-muted">{t('account.undoChange.doneDetail')}</p>
        <Button onClick={onSignIn}>{t('account.undoChange.signIn')}</Button>
      </LinkOutcome>
    );
  } else if (outcome?.kind === 'failed') {
    body = (
      <LinkOutcome tone="failed" title={t('account.undoChange.failed')}>
        <p className="text-sm text-text-muted">{outcome.message}</p>
        <Button variant="secondary" onClick={onSignIn}>
          {t('account.undoChange.signIn')}
        </Button>
      </LinkOutcome>
    );
  } else {
    body = (
      <LinkOutcome tone="ask" title={t('account.undoChange.question')}>
        <p className="text-sm text-text-muted">{t('account.undoChange.explain')}</p>
        <Button variant="danger" onClick={() => void undo()} disabled={busy}>
          {t('account.undoChange.submit')}
        </Button>
      </LinkOutcome>
    );
  }

  return (
    <PageShell title={t('routes.undoChange')}>
      <div className="rounded-xl border border-border bg-surface-raised p-5">{body}</div>
    </PageShell>
  );
}
