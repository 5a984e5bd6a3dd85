import type { ImportResponse, ImportSkipReason } from '@chat/protocol';
import { useTranslation } from '@/lib/i18n';

const reasonKeys: Record<ImportSkipReason, string> = {
  empty: 'account.import.reasons.empty',
  'missing-node': 'account.import.reasons.missingNode',
  cycle: 'account.import.reasons.cycle',
  'too-many-messages': 'account.import.reasons.tooManyMessages',
  'too-long': 'account.import.reasons.tooLong',
  malformed: 'account.import.reasons.malformed',
};

/** What an import brought: conversations and messages, and each conversation left out with why. */
export function ImportSummary({ result }: { result: ImportResponse }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-col gap-2 text-sm" role="status" data-testid="import-summary">
      <p className="font-medium">
        {t('account.import.imported', { count: result.imported })}{' '}
        <span className="font-normal text-text-muted">{t('account.import.messages', { count: result.messages })}</span>
      </p>
      {result.skipped.length > 0 ? (
        <div>
          <p>{t('account.import.skipped', { count: result.skipped.length })}</p>
          <ul className="mt-1 max-h-48 list-disc overflow-y-auto pl-5 text-text-muted">
            {result.skipped.map((skip, index) => (
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
