import { DATA_CLEARANCE_DAYS, type Customer } from '@chat/protocol';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';
import { requestClearance } from '../api/account-removal';
import { Checkbox } from '@/components/ui/checkbox';

/** Data clearance (§4): the export is mailed first; two confirmations (§5). */
export function ClearanceDialog({
  open,
  onOpenChange,
  onRequested,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRequested: (customer: Customer, erasesAt: string) => void;
}) {
  const { t } = useTranslation();
  const [permanent, setPermanent] = useState(false);
  const [exportSent, setExportSent] = useState(false);
  const { busy, error, run } = useSubmit();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.clearance.title')}
      description={t('account.clearance.description', { days: DATA_CLEARANCE_DAYS })}
    >
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            const { customer, erasesAt } = await requestClearance();
            onRequested(customer, erasesAt);
          });
        }}
      >
        <div className="flex flex-col gap-2 rounded-lg border border-red-900/70 p-3">
          <Checkbox danger checked={permanent} onChange={setPermanent}>
            {t('account.clearance.confirmPermanent', { days: DATA_CLEARANCE_DAYS })}
          </Checkbox>
          <Checkbox danger checked={exportSent} onChange={setExportSent}>
            {t('account.clearance.confirmExport')}
          </Checkbox>
        </div>
        <FormError message={error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy || !permanent || !exportSent}>
            {t('account.clearance.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
