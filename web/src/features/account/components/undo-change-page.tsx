import { CheckCircle2, ShieldAlert, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { undoSignInChange } from '../api/undo-sign-in-change';

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
      <div className="flex flex-col items-start gap-3" role="status">
        <h2 className="inline-flex items-center gap-2 text-lg font-semibold text-emerald-300">
          <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden />
          {t('account.undoChange.done')}
        </h2>
        <p className="text-sm text-text-muted">{t('account.undoChange.doneDetail')}</p>
        <Button onClick={onSignIn}>{t('account.undoChange.signIn')}</Button>
      </div>
    );
  } else if (outcome?.kind === 'failed') {
    body = (
      <div className="flex flex-col items-start gap-3" role="alert">
        <h2 className="inline-flex items-center gap-2 text-lg font-semibold text-red-300">
          <XCircle className="h-5 w-5 shrink-0" aria-hidden />
          {t('account.undoChange.failed')}
        </h2>
        <p className="text-sm text-text-muted">{outcome.message}</p>
        <Button variant="secondary" onClick={onSignIn}>
          {t('account.undoChange.signIn')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col items-start gap-3">
        <h2 className="inline-flex items-center gap-2 text-lg font-semibold">
          <ShieldAlert className="h-5 w-5 shrink-0 text-amber-300" aria-hidden />
          {t('account.undoChange.question')}
        </h2>
        <p className="text-sm text-text-muted">{t('account.undoChange.explain')}</p>
        <Button variant="danger" onClick={() => void undo()} disabled={busy}>
          {t('account.undoChange.submit')}
        </Button>
      </div>
    );
  }

  return (
    <PageShell title={t('routes.undoChange')}>
      <div className="rounded-xl border border-border bg-surface-raised p-5">{body}</div>
    </PageShell>
  );
}
