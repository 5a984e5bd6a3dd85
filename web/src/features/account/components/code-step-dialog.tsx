import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';

export interface CodeStepDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  identifierLabel: string;
  initialIdentifier?: string;
  /** Sends the code to the identifier. */
  onSend: (identifier: string) => Promise<void>;
  /** Completes with the code; extra fields (a new password) render below the code. */
  onVerify: (identifier: string, code: string) => Promise<void>;
  children?: ReactNode;
  canVerify?: boolean;
}

/** Two steps in one dialog: where to send a code, then the 6-digit code (§5). */
export function CodeStepDialog(props: CodeStepDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    identifierLabel,
    initialIdentifier = '',
    onSend,
    onVerify,
    children,
    canVerify = true,
  } = props;
  const { t } = useTranslation();
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const { busy, error, run } = useSubmit();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSent(false);
      setCode('');
    }
  };

  return (
    <Dialog open={open} onOpenChange={close} title={title}>
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            if (!sent) {
              await onSend(identifier.trim());
              setSent(true);
            } else {
              await onVerify(identifier.trim(), code);
              close(false);
            }
          });
        }}
      >
        <Field
          label={identifierLabel}
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          disabled={sent}
          required
        />
        {sent ? (
          <>
            <p className="text-sm text-text-muted">{t('account.codeSent', { identifier })}</p>
            <CodeInput value={code} onChange={setCode} disabled={busy} />
            {children}
          </>
        ) : null}
        <FormError message={error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy || !identifier.trim() || (sent && (code.length !== 6 || !canVerify))}>
            {sent ? t('account.verify') : t('account.sendCode')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
