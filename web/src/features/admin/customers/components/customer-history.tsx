import { useState } from 'react';
import { Section } from '@/components/ui/section';
import { useTranslation } from '@/lib/i18n';
import { Pager } from '../../components/pager';
import { useAuditLog } from '../../audit/api/audit-log';
import { AuditEntries } from '../../audit/components/audit-entries';

/** What operators did to this customer, newest first (the audit log filtered on them). */
export function CustomerHistory({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const [skip, setSkip] = useState(0);
  const { data, isPending } = useAuditLog(skip, { targetType: 'customer', targetId: customerId });
  return (
    <Section title={t('admin.customers.history')}>
      {isPending ? <p className="text-sm text-text-muted">{t('admin.loading')}</p> : null}
      {data && data.count === 0 ? <p className="text-sm text-text-muted">{t('admin.customers.noHistory')}</p> : null}
      {data && data.entries.length > 0 ? <AuditEntries entries={data.entries} /> : null}
      {data ? (
        <div className="mt-3">
          <Pager skip={skip} count={data.count} onSkip={setSkip} />
        </div>
      ) : null}
    </Section>
  );
}
