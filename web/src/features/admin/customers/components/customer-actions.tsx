import type { CustomerDetail, GrantSubscriptionBody } from '@chat/protocol';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { endSessions, grantSubscription, refreshCustomer, startDeletion } from '../api/customers';
import { GrantDialog } from './grant-dialog';
import { ReasonDialog } from './reason-dialog';

type Open = 'grant' | 'sessions' | 'deletion' | undefined;

/** The operator's actions on a customer, each asking why; the page is read again after each. */
export function CustomerActions({ detail }: { detail: CustomerDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>();
  const id = detail.customer._id;
  const close = (next: boolean) => (next ? undefined : setOpen(undefined));

  const grant = async (body: GrantSubscriptionBody) => {
    const { subscription } = await grantSubscription(id, body);
    toast.success(t('admin.customers.grant.done', { plan: t(`admin.customers.plans.${subscription.plan}`) }));
    await refreshCustomer();
  };
  const signOut = async (reason: string) => {
    const { ended } = await endSessions(id, reason);
    toast.success(t('admin.customers.sessionsEnd.done', { count: ended, value: formatNumber(ended) }));
    await refreshCustomer();
  };
  const startDeleting = async (reason: string) => {
    await startDeletion(id, reason);
    toast.success(t('admin.customers.deletionStart.done'));
    await refreshCustomer();
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setOpen('grant')}>{t('admin.customers.grant.action')}</Button>
      {detail.isOperator ? (
        // The server refuses both for an operator's account (its own or a colleague's).
        <p className="self-center text-sm text-muted">{t('admin.customers.operatorAccount')}</p>
      ) : (
        <Button variant="secondary" onClick={() => setOpen('sessions')}>
          {t('admin.customers.sessionsEnd.action')}
        </Button>
      )}
      {detail.customer.deletionRequestedAt || detail.isOperator ? null : (
        <Button variant="danger" onClick={() => setOpen('deletion')}>
          {t('admin.customers.deletionStart.action')}
        </Button>
      )}
      <GrantDialog open={open === 'grant'} onOpenChange={close} onGrant={grant} />
      <ReasonDialog
        open={open === 'sessions'}
        onOpenChange={close}
        title={t('admin.customers.sessionsEnd.title')}
        message={t('admin.customers.sessionsEnd.message')}
        confirmLabel={t('admin.customers.sessionsEnd.submit')}
        onConfirm={signOut}
      />
      <ReasonDialog
        open={open === 'deletion'}
        onOpenChange={close}
        title={t('admin.customers.deletionStart.title')}
        message={t('admin.customers.deletionStart.message')}
        confirmLabel={t('admin.customers.deletionStart.submit')}
        danger
        onConfirm={startDeleting}
      />
    </div>
  );
}
