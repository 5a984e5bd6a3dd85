import { useState } from 'react';
import { Link, useParams } from '@/lib/router';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../../components/console-page';
import { useCustomer } from '../api/customers';
import { CustomerActions } from './customer-actions';
import { CustomerHistory } from './customer-history';
import { CustomerPlan, CustomerProfile } from './customer-overview';
import { CustomerPayments } from './customer-payments';
import { CustomerSubscriptions } from './customer-subscriptions';

/** /admin/customers/:id (issue 22): one customer, with the operator's actions on them. Never a message's content. */
export function CustomerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [paymentsSkip, setPaymentsSkip] = useState(0);
  const { data, isPending, error, dataUpdatedAt } = useCustomer(id, paymentsSkip);
  const back = (
    <Link to="/admin/customers" className="text-sm text-text-muted hover:text-text">
      {t('admin.customers.back')}
    </Link>
  );
  if (isPending) {
    return (
      <ConsolePage title={t('admin.customers.title')}>
        <p className="text-sm text-text-muted">{t('admin.loading')}</p>
      </ConsolePage>
    );
  }
  if (!data) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <ConsolePage title={t('admin.customers.title')}>
        <p className="text-sm text-red-400">
          {missing ? t('admin.customers.errors.notFound') : t('admin.customers.errors.failed')}
        </p>
        {back}
      </ConsolePage>
    );
  }
  return (
    <ConsolePage title={data.customer.name || data.customer.email || data.customer.phone || t('admin.customers.noName')}>
      {back}
      <CustomerActions detail={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <CustomerProfile detail={data} />
        <CustomerPlan detail={data} />
      </div>
      <CustomerSubscriptions customerId={id} subscriptions={data.subscriptions} readAt={dataUpdatedAt} />
      <CustomerPayments payments={data.payments} onSkip={setPaymentsSkip} />
      <CustomerHistory customerId={id} />
    </ConsolePage>
  );
}
