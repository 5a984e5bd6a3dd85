import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../../components/console-page';

/** The console's dashboard (issue 22). */
export function DashboardPage() {
  const { t } = useTranslation();
  return <ConsolePage title={t('admin.dashboard.title')}>{null}</ConsolePage>;
}
