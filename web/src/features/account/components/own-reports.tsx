import type { OwnReport } from '@chat/protocol';
import { Section } from '@/components/ui/section';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n';
import { useOwnReports } from '../api/own-reports';

const OUTCOME_TONE: Record<OwnReport['status'], string> = {
  open: 'text-text-muted',
  resolved: 'text-emerald-400',
  dismissed: 'text-text',
};

/** "Your reports" on the profile (issue 22): what the customer reported and what the operator decided. */
export function OwnReports() {
  const { t, i18n } = useTranslation();
  const { data } = useOwnReports();
  return (
    <Section title={t('account.reports.title')}>
      {!data ? <div className="h-8" aria-hidden /> : null}
      {data && data.count === 0 ? <p className="text-sm text-text-muted">{t('account.reports.empty')}</p> : null}
      {data && data.reports.length > 0 ? (
        <ul className="flex flex-col" aria-label={t('account.reports.title')}>
          {data.reports.map((report) => (
            <li key={report._id} className="space-y-1 border-b border-border py-3 first:pt-0 last:border-0 last:pb-0">
              <p className="text-xs text-text-muted">{formatDate(report.createdAt, i18n.language)}</p>
              <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{report.description}</p>
              <p className={`text-sm font-medium ${OUTCOME_TONE[report.status]}`}>
                {t(`account.reports.status.${report.status}`)}
              </p>
              {report.note ? (
                <p className="text-sm whitespace-pre-wrap text-text-muted [overflow-wrap:anywhere]">
                  {t('account.reports.note', { note: report.note })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.count > data.reports.length ? (
        <p className="mt-2 text-xs text-text-muted">{t('account.reports.more', { count: data.count - data.reports.length })}</p>
      ) : null}
    </Section>
  );
}
