import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../../components/console-page';
import { ModelSettings } from './model-settings';
import { PlanSettings } from './plan-settings';

/** /admin/catalog: the models offered and the plans sold, stored in the database (issue 22). */
export function CatalogPage() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('admin.catalog.title')}>
      <ModelSettings />
      <PlanSettings />
    </ConsolePage>
  );
}
