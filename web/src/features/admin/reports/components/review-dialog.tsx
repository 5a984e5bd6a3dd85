import { REPORT_NOTE_MAX, type ReportOutcome } from '@chat/protocol';
import { useTranslation } from '@/lib/i18n';
import { TextActionDialog } from '../../components/text-action-dialog';

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
  const resolving = outcome === 'resolved';
  return (
    <TextActionDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(resolving ? 'admin.reports.resolveTitle' : 'admin.reports.dismissTitle')}
      message={t('admin.reports.noteExplain')}
      label={t('admin.reports.note')}
      limit={REPORT_NOTE_MAX}
      requiredMessage={t('admin.reports.errors.invalid')}
      confirmLabel={t(resolving ? 'admin.reports.resolve' : 'admin.reports.dismiss')}
      onConfirm={onReview}
    />
  );
}
