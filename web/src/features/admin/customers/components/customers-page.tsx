import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../../components/console-page';

/** The console's customers (issue 22). */
export function CustomersPage() {
  const { t } = useTranslation();
  return <ConsolePage title={t('admin.customers.title')}>{null}</ConsolePage>;
}
