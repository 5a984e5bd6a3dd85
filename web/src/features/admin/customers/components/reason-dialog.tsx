import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { actionError } from '../lib/action-error';

export const REASON_LIMIT = 500;

/** Why a reason cannot be sent (the server refuses a blank one or a longer one), or undefined. */
export function reasonProblem(reason: string, t: TFunction): string | undefined {
  if (!reason) return t('admin.customers.reasonRequired');
  if (reason.length > REASON_LIMIT) return t('admin.customers.reasonTooLong', { limit: REASON_LIMIT });
  return undefined;
}

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  /** Runs with the reason given; the dialog closes when it succeeds and shows the refusal when it fails. */
  onConfirm: (reason: string) => Promise<void>;
}

/** An action on a customer that asks why (the reason goes to the audit log), and to confirm it. */
export function ReasonDialog({ open, onOpenChange, title, message, confirmLabel, danger = false, onConfirm }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setReason('');
      setReasonError(undefined);
      setError(undefined);
    }
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = reason.trim();
    const invalid = reasonProblem(given, t);
    setReasonError(invalid);
    if (invalid) return;
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm(given);
      setReason('');
      onOpenChange(false);
    } catch (failure) {
      setError(actionError(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={change} title={title} description={message}>
      <form className="mt-4 flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          label={t('admin.customers.reason')}
          value={reason}
          limit={REASON_LIMIT}
          error={reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormError message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => change(false)} disabled={busy}>
            {t('admin.customers.close')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
