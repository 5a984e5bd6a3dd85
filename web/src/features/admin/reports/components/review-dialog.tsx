import { REPORT_NOTE_MAX, type ReportOutcome } from '@chat/protocol';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useTranslation } from '@/lib/i18n';

/** Resolve or dismiss a report with a note: the reporter reads it on their account page. */
export function ReviewDialog({
  outcome,
  onClose,
  onReview,
}: {
  outcome: ReportOutcome;
  onClose: () => void;
  /** Resolves when recorded; throws the message to show otherwise (the dialog stays open). */
  onReview: (note: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const trimmed = note.trim();
  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onReview(trimmed);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  const resolving = outcome === 'resolved';
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(resolving ? 'admin.reports.resolveTitle' : 'admin.reports.dismissTitle')}
      description={t('admin.reports.noteExplain')}
    >
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextAreaField
          label={t('admin.reports.note')}
          value={note}
          limit={REPORT_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
          required
        />
        <FormError message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy || !trimmed || trimmed.length > REPORT_NOTE_MAX}>
            {t(resolving ? 'admin.reports.resolve' : 'admin.reports.dismiss')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
