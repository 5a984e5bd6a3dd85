import { PAYMENT_GATEWAYS, PAYMENT_STATUSES, type AdminPayment } from '@chat/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { ConsolePage } from '../../components/console-page';
import { Pager } from '../../components/pager';
import { adminPaymentsKey, recheckPayment, refundPayment, useAdminPayments, type PaymentsFilter } from '../api/payments';
import { paymentActionError } from './action-error';
import { PaymentItem } from './payment-item';
import { SelectField } from '../../components/select-field';
import { RefundDialog } from './refund-dialog';

/** /admin/payments (issue 22): every payment by status and gateway; refund a paid one, re-check a pending one. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<PaymentsFilter>({});
  const [skip, setSkip] = useState(0);
  const [refunding, setRefunding] = useState<AdminPayment | undefined>();
  const [working, setWorking] = useState<string | undefined>();
  const { data, isPending } = useAdminPayments(skip, filter);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminPaymentsKey });
  const choose = (next: PaymentsFilter) => {
    setFilter(next);
    setSkip(0);
  };

  const refund = async (payment: AdminPayment, reason: string) => {
    try {
      await refundPayment(payment._id, reason);
    } catch (error) {
      // A conflict means the list is stale (refunded by someone else meanwhile): show it as it is now.
      void refresh();
      throw new Error(paymentActionError(error));
    }
    setRefunding(undefined);
    toast.success(t('admin.payments.refunded'));
    await refresh();
  };

  const recheck = async (payment: AdminPayment) => {
    setWorking(payment._id);
    try {
      const { payment: now } = await recheckPayment(payment._id);
      toast.info(t('admin.payments.rechecked', { status: t(`billing.status.${now.status}`) }));
    } catch (error) {
      toast.error(paymentActionError(error));
    } finally {
      setWorking(undefined);
      await refresh();
    }
  };

  return (
    <ConsolePage title={t('admin.payments.title')}>
      <div className="flex flex-wrap gap-4">
        <SelectField
          label={t('admin.payments.status')}
          value={filter.status ?? ''}
          onChange={(event) => choose({ ...filter, status: (event.target.value || undefined) as PaymentsFilter['status'] })}
          options={[
            { value: '', label: t('admin.payments.any') },
            ...PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`billing.status.${status}`) })),
          ]}
        />
        <SelectField
          label={t('admin.payments.gateway')}
          value={filter.gateway ?? ''}
          onChange={(event) => choose({ ...filter, gateway: (event.target.value || undefined) as PaymentsFilter['gateway'] })}
          options={[
            { value: '', label: t('admin.payments.any') },
            ...PAYMENT_GATEWAYS.map((gateway) => ({ value: gateway, label: t(`admin.payments.gateways.${gateway}`) })),
          ]}
        />
      </div>
      {isPending ? <p className="text-sm text-text-muted">{t('admin.loading')}</p> : null}
      {data && data.count === 0 ? <p className="text-sm text-text-muted">{t('admin.payments.empty')}</p> : null}
      {data && data.payments.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('admin.payments.title')}>
          {data.payments.map((payment) => (
            <PaymentItem
              key={payment._id}
              payment={payment}
              busy={working === payment._id}
              onRefund={() => setRefunding(payment)}
              onRecheck={() => void recheck(payment)}
            />
          ))}
        </ul>
      ) : null}
      {data ? <Pager skip={skip} count={data.count} onSkip={setSkip} /> : null}
      {refunding ? (
        <RefundDialog
          payment={refunding}
          onClose={() => setRefunding(undefined)}
          onRefund={(reason) => refund(refunding, reason)}
        />
      ) : null}
    </ConsolePage>
  );
}
