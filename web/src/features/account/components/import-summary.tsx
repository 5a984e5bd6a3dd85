import type { ImportResponse, ImportSkipReason } from '@chat/protocol';
import { useTranslation } from '@/lib/i18n';

type ListedReason = Exclude<ImportSkipReason, 'already-imported'>;

const reasonKeys: Record<ListedReason, string> = {
  empty: 'account.import.reasons.empty',
  'missing-node': 'account.import.reasons.missingNode',
  cycle: 'account.import.reasons.cycle',
  'too-many-messages': 'account.import.reasons.tooManyMessages',
  'too-long': 'account.import.reasons.tooLong',
  malformed: 'account.import.reasons.malformed',
};

/**
 * What an import brought: conversations and messages, how many it already had (issue 38: counted,
 * not listed, since a second import of a large export would list them all), and each other
 * conversation left out with why.
 */
export function ImportSummary({ result }: { result: ImportResponse }) {
  const { t } = useTranslation();
  const alreadyImported = result.skipped.filter((skip) => skip.reason === 'already-imported').length;
  const skipped = result.skipped.filter(
    (skip): skip is { title: string; reason: ListedReason } => skip.reason !== 'already-imported',
  );
  return (
    <div className="mt-3 flex flex-col gap-2 text-sm" role="status" data-testid="import-summary">
      <p className="font-medium">
        {t('account.import.imported', { count: result.imported })}{' '}
        <span className="font-normal text-text-muted">{t('account.import.messages', { count: result.messages })}</span>
      </p>
      {alreadyImported > 0 ? <p>{t('account.import.alreadyImported', { count: alreadyImported })}</p> : null}
      {skipped.length > 0 ? (
        <div>
          <p>{t('account.import.skipped', { count: skipped.length })}</p>
          <ul className="mt-1 max-h-48 list-disc overflow-y-auto pl-5 text-text-muted">
            {skipped.map((skip, index) => (
              <li key={index} className="[overflow-wrap:anywhere]">
                {t('account.import.skip', {
                  title: skip.title || t('account.import.untitled'),
                  reason: t(reasonKeys[skip.reason]),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
