import { useTranslation } from 'react-i18next';
import { PageShell } from './page-shell';

/** A registered screen whose issue has not landed yet says so plainly (foundation issue, §2 route table). */
export function UnavailablePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <PageShell title={t(titleKey)}>
      <p className="text-sm text-text-muted" data-testid="unavailable">
        {t('common.notAvailableYet')}
      </p>
    </PageShell>
  );
}
