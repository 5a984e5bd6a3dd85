import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../../components/console-page';

/** The console's catalog (issue 22). */
export function CatalogPage() {
  const { t } = useTranslation();
  return <ConsolePage title={t('admin.catalog.title')}>{null}</ConsolePage>;
}
