import type { Customer } from '@chat/protocol';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { ClearanceDialog } from './clearance-dialog';
import { DeletionDialog } from './deletion-dialog';
import { Row, Section } from '@/components/ui/section';

export interface DangerZoneProps {
  customer: Customer;
  onCustomer: (customer: Customer) => void;
  /** The account was scheduled for deletion and signed out. */
  onDeleted: () => void;
}

/** Account deletion and data clearance (§2 danger zone, §4). */
export function DangerZone({ customer, onCustomer, onDeleted }: DangerZoneProps) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<'deletion' | 'clearance' | undefined>();
  const setOpen = (which: 'deletion' | 'clearance') => (open: boolean) => setDialog(open ? which : undefined);
  const clearancePending = customer.clearanceRequestedAt !== null;

  return (
    <Section title={t('account.danger.title')} tone="danger">
      <Row
        label={t('account.clearance.title')}
        value={clearancePending ? t('account.clearance.pending') : t('account.clearance.summary')}
        action={
          <Button variant="secondary" size="sm" onClick={() => setDialog('clearance')} disabled={clearancePending}>
            {t('account.clearance.open')}
          </Button>
        }
      />
      <Row
        label={t('account.deletion.title')}
        value={t('account.deletion.summary')}
        action={
          <Button variant="danger" size="sm" onClick={() => setDialog('deletion')}>
            {t('account.deletion.open')}
          </Button>
        }
      />
      <DeletionDialog
        open={dialog === 'deletion'}
        onOpenChange={setOpen('deletion')}
        onDeleted={(scheduledFor) => {
          setDialog(undefined);
          toast.success(t('account.deletion.done', { date: formatDate(scheduledFor, i18n.language) }), { duration: 10_000 });
          onDeleted();
        }}
      />
      <ClearanceDialog
        open={dialog === 'clearance'}
        onOpenChange={setOpen('clearance')}
        onRequested={(updated, erasesAt) => {
          setDialog(undefined);
          onCustomer(updated);
          toast.success(t('account.clearance.done', { email: updated.email, date: formatDate(erasesAt, i18n.language) }), {
            duration: 10_000,
          });
        }}
      />
    </Section>
  );
}
