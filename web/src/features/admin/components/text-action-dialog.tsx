import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useTranslation } from '@/lib/i18n';

export interface TextActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  /** The text asked for: a reason (to the audit log) or a note (to a reporter). */
  label: string;
  limit: number;
  /** Shown when the text is left blank. */
  requiredMessage: string;
  confirmLabel: string;
  danger?: boolean;
  /** Runs with the trimmed text; the dialog closes when it succeeds and shows the refusal when it fails. */
  onConfirm: (text: string) => Promise<void>;
  /** The refusal in the operator's words; the error's message otherwise. */
  errorOf?: (failure: unknown) => string;
}

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * A console action that asks for a short text before it is done (a reason, a note) and confirms it:
 * grant, cancel, end sessions, start deletion, refund, resolve, dismiss.
 */
export function TextActionDialog(props: TextActionDialogProps) {
  const { open, onOpenChange, title, message, label, limit, requiredMessage, confirmLabel, danger = false } = props;
  const { onConfirm, errorOf = messageOf } = props;
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setText('');
      setTextError(undefined);
      setError(undefined);
    }
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = text.trim();
    const invalid = !given ? requiredMessage : given.length > limit ? t('admin.tooLong', { limit }) : undefined;
    setTextError(invalid);
    if (invalid) return;
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm(given);
      setText('');
      onOpenChange(false);
    } catch (failure) {
      setError(errorOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={change} title={title} description={message}>
      <form className="mt-4 flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          label={label}
          value={text}
          limit={limit}
          error={textError}
          onChange={(event) => setText(event.target.value)}
        />
        <FormError message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => change(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
