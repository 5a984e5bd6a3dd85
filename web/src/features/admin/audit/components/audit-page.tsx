import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../../components/console-page';
import { Pager } from '../../components/pager';
import { useAuditLog } from '../api/audit-log';
import { AuditEntries } from './audit-entries';

/** /admin/audit: every operator action (issue 22), newest first. */
export function AuditPage() {
  const { t } = useTranslation();
  const [skip, setSkip] = useState(0);
  const { data, isPending } = useAuditLog(skip);
  return (
    <ConsolePage title={t('admin.audit.title')}>
      {isPending ? <p className="text-sm text-text-muted">{t('admin.loading')}</p> : null}
      {data && data.count === 0 ? <p className="text-sm text-text-muted">{t('admin.audit.empty')}</p> : null}
      {data && data.entries.length > 0 ? <AuditEntries entries={data.entries} /> : null}
      {data ? <Pager skip={skip} count={data.count} onSkip={setSkip} /> : null}
    </ConsolePage>
  );
}
