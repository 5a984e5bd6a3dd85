import type { AdminReport, ReportOutcome } from '@chat/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { ConsolePage } from '../../components/console-page';
import { Pager } from '../../components/pager';
import { adminReportsKey, reviewReport, useAdminReports, type ReportsFilter } from '../api/reports';
import { ReportCard } from './report-card';
import { SelectField } from '../../components/select-field';
import { ReviewDialog } from './review-dialog';

const FILTERS: ReportsFilter[] = ['open', 'resolved', 'dismissed', 'all'];

/** /admin/reports (issue 22): the queue of content reports with the reported exchange; resolve or dismiss with a note. */
export function ReportsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ReportsFilter>('open');
  const [skip, setSkip] = useState(0);
  const [reviewing, setReviewing] = useState<{ report: AdminReport; outcome: ReportOutcome } | undefined>();
  const { data, isPending } = useAdminReports(skip, status);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminReportsKey });

  const review = async (report: AdminReport, outcome: ReportOutcome, note: string) => {
    try {
      await reviewReport(report._id, outcome, note);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'conflict') {
        // Another operator reviewed it a moment before: theirs stands; show the queue as it is now.
        setReviewing(undefined);
        toast.error(t('admin.reports.errors.conflict'));
        await refresh();
        return;
      }
      throw new Error(
        error instanceof ApiError && error.status === 400 ? t('admin.reports.errors.invalid') : errorMessage(error),
      );
    }
    setReviewing(undefined);
    toast.success(t(outcome === 'resolved' ? 'admin.reports.resolved' : 'admin.reports.dismissed'));
    await refresh();
  };

  return (
    <ConsolePage title={t('admin.reports.title')}>
      <div className="w-fit">
        <SelectField
          label={t('admin.reports.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ReportsFilter);
            setSkip(0);
          }}
          options={FILTERS.map((filter) => ({ value: filter, label: t(`admin.reports.filters.${filter}`) }))}
        />
      </div>
      {isPending ? <p className="text-sm text-text-muted">{t('admin.loading')}</p> : null}
      {data && data.count === 0 ? (
        <p className="text-sm text-text-muted">{t(status === 'open' ? 'admin.reports.emptyQueue' : 'admin.reports.empty')}</p>
      ) : null}
      {data && data.reports.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t('admin.reports.title')}>
          {data.reports.map((report) => (
            <ReportCard key={report._id} report={report} onReview={(outcome) => setReviewing({ report, outcome })} />
          ))}
        </ul>
      ) : null}
      {data ? <Pager skip={skip} count={data.count} onSkip={setSkip} /> : null}
      {reviewing ? (
        <ReviewDialog
          outcome={reviewing.outcome}
          onClose={() => setReviewing(undefined)}
          onReview={(note) => review(reviewing.report, reviewing.outcome, note)}
        />
      ) : null}
    </ConsolePage>
  );
}
