import { AUDIT_ACTIONS, type AuditEntry } from '@chat/protocol';
import { Link } from '@/lib/router';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { formatDateTime } from '../../lib/format';

const isKnownAction = (action: string): action is (typeof AUDIT_ACTIONS)[number] =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/**
 * What was done, as a sentence in the operator's language, naming the thing as they know it (a
 * customer's name or e-mail, a plan's name); a thing deleted since is said to be, and an action
 * this console does not know yet is shown by its key.
 */
function sentenceOf(entry: AuditEntry, t: TFunction): string {
  const { type, _id, name } = entry.target;
  const target = name ?? (type === 'plan' || type === 'model' ? _id : t('admin.audit.deletedAccount'));
  return isKnownAction(entry.action)
    ? t(`admin.audit.actions.${entry.action}`, { target })
    : t('admin.audit.otherAction', { action: entry.action, target });
}

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

/** The target's kind and id, secondary to its name; a customer's leads to their page. */
function TargetId({ target }: { target: AuditEntry['target'] }) {
  const { t } = useTranslation();
  const id = <code className="text-xs [overflow-wrap:anywhere]">{target._id}</code>;
  return (
    <>
      {t(`admin.audit.targets.${target.type}`)}{' '}
      {target.type === 'customer' || target.type === 'operator' ? (
        <Link to={`/admin/customers/${target._id}`} className="link-inline">
          {id}
        </Link>
      ) : (
        id
      )}
    </>
  );
}

/** Operator actions, newest first: what was done to whom, when, by which operator, why, and the details before and after. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="flex flex-col gap-2" aria-label={t('admin.audit.title')}>
      {entries.map((entry) => (
        <li key={entry._id} className="rounded-xl border border-border bg-surface-raised p-4 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-medium [overflow-wrap:anywhere]">{sentenceOf(entry, t)}</p>
            <time className="text-xs text-text-muted" dateTime={entry.createdAt}>
              {formatDateTime(entry.createdAt, i18n.language)}
            </time>
          </div>
          <p className="mt-1 text-xs text-text-muted [overflow-wrap:anywhere]">
            <TargetId target={entry.target} /> · {t('admin.audit.who')}: {entry.operator.email}
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
