import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../../components/console-page';

/** The console's payments (issue 22). */
export function PaymentsPage() {
  const { t } = useTranslation();
  return <ConsolePage title={t('admin.payments.title')}>{null}</ConsolePage>;
}
