import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel?: string;
  /** Runs on confirm; the dialog stays open with the button busy until it settles. */
  onConfirm: () => Promise<void> | void;
}

/** Delete and clear ask for confirmation with Cancel and Delete buttons (§2). */
export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={message}>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          {confirmLabel ?? t('common.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
