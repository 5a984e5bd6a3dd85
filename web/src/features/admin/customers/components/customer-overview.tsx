import type { CustomerDetail } from '@chat/protocol';
import { Row, Section } from '@/components/ui/section';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { countOf } from '../../lib/count';
import { formatDateTime } from '../../lib/format';

/** Who the customer is and how they sign in. */
export function CustomerProfile({ detail }: { detail: CustomerDetail }) {
  const { t, i18n } = useTranslation();
  const { customer, linked } = detail;
  const when = (value: string) => formatDateTime(value, i18n.language);
  const none = t('admin.customers.none');
  return (
    <Section title={t('admin.customers.profile')}>
      <Row label={t('admin.customers.name')} value={customer.name || none} />
      <Row label={t('admin.customers.email')} value={customer.email ?? none} />
      <Row label={t('admin.customers.phone')} value={customer.phone ?? none} />
      <Row label={t('admin.customers.locale')} value={customer.locale ?? none} />
      <Row label={t('admin.customers.id')} value={<code className="text-xs">{customer._id}</code>} />
      <Row label={t('admin.customers.createdAt')} value={when(customer.createdAt)} />
      <Row label={t('admin.customers.sessions')} value={formatNumber(detail.liveSessions)} />
      {detail.isOperator ? <Row label={t('admin.customers.role')} value={t('admin.customers.operator')} /> : null}
      {customer.deletionScheduledFor ? (
        <Row
          label={t('admin.customers.deletion')}
          value={
            <span className="text-red-300">
              {t('admin.customers.deletionScheduled', { date: when(customer.deletionScheduledFor) })}
            </span>
          }
        />
      ) : null}
      {customer.clearanceRequestedAt ? (
        <Row label={t('admin.customers.clearance')} value={when(customer.clearanceRequestedAt)} />
      ) : null}
      <Row
        label={t('admin.customers.google')}
        value={linked.google ? (linked.google.email ?? t('admin.customers.linked')) : t('admin.customers.notLinked')}
      />
      <Row
        label={t('admin.customers.whatsapp')}
        value={
          linked.whatsapp
            ? t('admin.customers.whatsappLinked', { phone: linked.whatsapp.phone, date: when(linked.whatsapp.linkedAt) })
            : t('admin.customers.notLinked')
        }
      />
    </Section>
  );
}

/** The plan in force and what the customer used today and this month (in the operator's time zone). */
export function CustomerPlan({ detail }: { detail: CustomerDetail }) {
  const { t } = useTranslation();
  const { usage } = detail;
  const line = (period: { messages: number; tokens: number }) =>
    t('admin.customers.usageLine', {
      messages: countOf(t, 'messages', period.messages),
      tokens: countOf(t, 'tokens', period.tokens),
    });
  return (
    <Section title={t('admin.customers.planAndUsage')}>
      <Row
        label={t('admin.customers.planInForce')}
        value={<span data-testid="customer-plan">{t(`admin.customers.plans.${detail.plan.key}`)}</span>}
      />
      <Row label={t('admin.customers.usageToday')} value={line(usage.today)} />
      <Row label={t('admin.customers.usageMonth')} value={line(usage.month)} />
      <p className="mt-2 text-xs text-text-muted">{t('admin.customers.usageZone', { zone: usage.timeZone })}</p>
    </Section>
  );
}
