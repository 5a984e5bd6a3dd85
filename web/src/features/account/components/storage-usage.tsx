import { Link } from '@/lib/router';
import { formatFileSize } from '@/lib/file-size';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useStorageUsage } from '../api/storage-usage';
import { Section } from '@/components/ui/section';

/** How much of the plan's file storage is used ("12.3 MB of 100 MB used"), with a bar, and how to get more. */
export function StorageUsage() {
  const { t } = useTranslation();
  const { data } = useStorageUsage();
  const share = data && data.limitBytes > 0 ? Math.min(1, data.usedBytes / data.limitBytes) : 1;
  const percent = Math.round(share * 100);
  return (
    <Section title={t('account.storage.title')}>
      {data ? (
        <div className="flex flex-col gap-2" data-testid="storage-usage">
          <p className="text-sm">
            {t('account.storage.used', { used: formatFileSize(data.usedBytes), limit: formatFileSize(data.limitBytes) })}
          </p>
          <div
            role="meter"
            aria-label={t('account.storage.label')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className="h-2 overflow-hidden rounded-full bg-surface-hover"
          >
            <div
              className={cn(
                'h-full rounded-full',
                share >= 0.9 ? 'bg-red-500' : share >= 0.75 ? 'bg-amber-400' : 'bg-primary-500',
              )}
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      ) : (
        <div className="h-12" aria-hidden />
      )}
      <p className="mt-3 text-sm text-text-muted">{t('account.storage.explain')}</p>
      {data && data.plan !== 'plus' ? (
        <p className="mt-2 text-sm">
          <Link to="/plans" className="link-inline">
            {t('account.storage.upgrade')}
          </Link>
        </p>
      ) : null}
    </Section>
  );
}
