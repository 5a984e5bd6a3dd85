import { PAGE_SIZE } from '@chat/protocol';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/** Previous and next page of a console list, with where the page is in it ("25–48 of 130"). */
export function Pager({
  skip,
  count,
  onSkip,
  pageSize = PAGE_SIZE,
}: {
  skip: number;
  count: number;
  onSkip: (skip: number) => void;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  if (count <= pageSize) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" disabled={skip === 0} onClick={() => onSkip(Math.max(0, skip - pageSize))}>
        {t('admin.pager.previous')}
      </Button>
      <Button variant="secondary" size="sm" disabled={skip + pageSize >= count} onClick={() => onSkip(skip + pageSize)}>
        {t('admin.pager.next')}
      </Button>
      <span className="text-xs text-text-muted">
        {t('admin.pager.range', { from: skip + 1, to: Math.min(count, skip + pageSize), count })}
      </span>
    </div>
  );
}
