import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useTranslation } from '@/lib/i18n';
import { reloadCatalog } from '../api/plans';
import type { SaveFailure } from '../lib/catalog-error';

/** Beside a Save button: the refusal (with Reload when someone else changed it meanwhile), or that it was saved. */
export function SaveFeedback({ failure, saved }: { failure: SaveFailure | undefined; saved: boolean }) {
  const { t } = useTranslation();
  if (failure)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <FormError quiet message={failure.message} />
        {failure.conflict ? (
          <Button variant="secondary" size="sm" onClick={() => void reloadCatalog()}>
            {t('admin.catalog.reload')}
          </Button>
        ) : null}
      </div>
    );
  if (saved)
    return (
      <p role="status" className="text-sm text-text-muted">
        {t('admin.catalog.saved')}
      </p>
    );
  return null;
}
