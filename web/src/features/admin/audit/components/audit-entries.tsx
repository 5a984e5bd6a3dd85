import type { AuditEntry } from '@chat/protocol';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime } from '../../lib/format';

/** Before and after, as the operator can read them: JSON, indented. */
function State({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs text-text-muted">{label}</p>
      <pre className="mt-1 max-h-60 overflow-auto rounded-lg bg-surface p-2 text-xs [overflow-wrap:anywhere] whitespace-pre-wrap">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** Operator actions, newest first: when, who, what, on what, why, and the details before and after. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="flex flex-col gap-2" aria-label={t('admin.audit.title')}>
      {entries.map((entry) => (
        <li key={entry._id} className="rounded-xl border border-border bg-surface-raised p-4 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-medium">
              <code>{entry.action}</code>{' '}
              <span className="text-text-muted">
                {t('admin.audit.target')} {entry.target.type} <code className="text-xs">{entry.target._id}</code>
              </span>
            </p>
            <time className="text-xs text-text-muted" dateTime={entry.createdAt}>
              {formatDateTime(entry.createdAt, i18n.language)}
            </time>
          </div>
          <p className="mt-1 text-xs text-text-muted">
            {t('admin.audit.who')}: {entry.operator.email}
          </p>
          {entry.reason ? (
            <p className="mt-1 [overflow-wrap:anywhere]">
              {t('admin.audit.reason')}: {entry.reason}
            </p>
          ) : null}
          {entry.before !== null || entry.after !== null ? (
            <details className="mt-2">
              <summary className="cursor-pointer text-xs text-text-muted">{t('admin.audit.details')}</summary>
              <div className="mt-2 flex flex-col gap-2 md:flex-row">
                <State label={t('admin.audit.before')} value={entry.before} />
                <State label={t('admin.audit.after')} value={entry.after} />
              </div>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
