import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../../components/console-page';

/** The console's reports (issue 22). */
export function ReportsPage() {
  const { t } = useTranslation();
  return <ConsolePage title={t('admin.reports.title')}>{null}</ConsolePage>;
}
