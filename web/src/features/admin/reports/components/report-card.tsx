import type { AdminReport, ReportOutcome } from '@chat/protocol';
import { useId, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { formatDateTime } from '../../lib/format';

/** A labelled block of the report; text is rendered as text (React escapes it), never as HTML. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <h3 id={id} className="text-xs font-medium uppercase tracking-wide text-text-muted">
        {label}
      </h3>
      {/* A long answer scrolls in its box: focusable, so a keyboard can scroll it too (axe scrollable-region-focusable). */}
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-labelledby={id}
        className="mt-1 max-h-60 overflow-y-auto rounded text-sm whitespace-pre-wrap [overflow-wrap:anywhere] focus-visible:outline-2 focus-visible:outline-primary-400"
      >
        {children}
      </div>
    </div>
  );
}

/** Where the exchange was: its conversation by name (as its owner knows it), or the general chat. */
function conversationOf(report: AdminReport, t: TFunction): string {
  if (!report.conversation) return t('admin.reports.general');
  return report.conversationName === null
    ? t('admin.reports.conversationGone')
    : t('admin.reports.conversation', { name: report.conversationName });
}

/** One content report with the exchange it is about, and its review (or the buttons to review it). */
export function ReportCard({ report, onReview }: { report: AdminReport; onReview: (outcome: ReportOutcome) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="space-y-3 rounded-xl border border-border bg-surface-raised p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-text-muted">
        <span>
          <Link to={`/admin/customers/${report.reporter._id}`} className="link-inline text-sm font-medium">
            {report.reporter.email ?? report.reporter._id}
          </Link>{' '}
          · {formatDateTime(report.createdAt, i18n.language)}
        </span>
        <span>
          {conversationOf(report, t)}
          {report.model ? ` · ${report.model}` : ''}
        </span>
      </div>
      <Part label={t('admin.reports.description')}>{report.description}</Part>
      <Part label={t('admin.reports.question')}>
        {report.question ?? <span className="text-text-muted italic">{t('admin.reports.chatGone')}</span>}
      </Part>
      <Part label={t('admin.reports.answer')}>
        {report.answer || <span className="text-text-muted italic">{t('admin.reports.emptyAnswer')}</span>}
      </Part>
      {report.status === 'open' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onReview('resolved')}>
            {t('admin.reports.resolve')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onReview('dismissed')}>
            {t('admin.reports.dismiss')}
          </Button>
        </div>
      ) : (
        <p className="rounded-lg bg-surface p-3 text-sm [overflow-wrap:anywhere]">
          <span className="font-medium">
            {t(`admin.reports.outcome.${report.status}`, {
              at: report.reviewedAt ? formatDateTime(report.reviewedAt, i18n.language) : '',
            })}
          </span>
          {report.note ? <span className="mt-1 block whitespace-pre-wrap">{report.note}</span> : null}
        </p>
      )}
    </li>
  );
}
