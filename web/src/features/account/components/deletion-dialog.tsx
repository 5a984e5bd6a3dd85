import { DELETION_GRACE_DAYS, DELETION_REASONS, type DeletionReason } from '@chat/protocol';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';
import { requestDeletion } from '../api/account-removal';
import { Checkbox } from '@/components/ui/checkbox';

/**
 * The account deletion form (§2): the six reasons, optional comments and two confirmations;
 * submit stays disabled until both are ticked (§5).
 */
export function DeletionDialog({
  open,
  onOpenChange,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: (scheduledFor: string) => void;
}) {
  const { t } = useTranslation();
  const [reasons, setReasons] = useState<DeletionReason[]>([]);
  const [comments, setComments] = useState('');
  const [permanent, setPermanent] = useState(false);
  const [dataLoss, setDataLoss] = useState(false);
  const { busy, error, run } = useSubmit();
  const toggle = (reason: DeletionReason) => (checked: boolean) =>
    setReasons((current) => (checked ? [...current, reason] : current.filter((item) => item !== reason)));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.deletion.title')}
      description={t('account.deletion.description', { days: DELETION_GRACE_DAYS })}
    >
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            const { deletionScheduledFor } = await requestDeletion({
              reasons,
              comments,
              confirmPermanent: true,
              confirmDataLoss: true,
            });
            onDeleted(deletionScheduledFor);
          });
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('account.deletion.reasons')}</legend>
          {DELETION_REASONS.map((reason) => (
            <Checkbox danger key={reason} checked={reasons.includes(reason)} onChange={toggle(reason)}>
              {t(`account.deletion.reason.${reason}`)}
            </Checkbox>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="deletion-comments" className="text-sm font-medium">
            {t('account.deletion.comments')}
          </label>
          <textarea
            id="deletion-comments"
            value={comments}
            onChange={(event) => setComments(event.target.value)}
            maxLength={2000}
            rows={3}
            className="rounded-lg border border-border bg-surface p-3 text-sm outline-none focus:border-primary-500"
          />
        </div>
        <div className="flex flex-col gap-2 rounded-lg border border-red-900/70 p-3">
          <Checkbox danger checked={permanent} onChange={setPermanent}>
            {t('account.deletion.confirmPermanent', { days: DELETION_GRACE_DAYS })}
          </Checkbox>
          <Checkbox danger checked={dataLoss} onChange={setDataLoss}>
            {t('account.deletion.confirmDataLoss')}
          </Checkbox>
        </div>
        <FormError message={error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy || !permanent || !dataLoss}>
            {t('account.deletion.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
