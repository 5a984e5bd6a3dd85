import { useTranslation } from '@/lib/i18n';
import { useAdminPlans } from '../api/plans';
import { PlanForm } from './plan-form';

/** Plans: name, messages a day and prices, applied to every customer at once (issue 22). */
export function PlanSettings() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useAdminPlans();
  return (
    <section aria-labelledby="catalog-plans" className="space-y-4">
      <div>
        <h2 id="catalog-plans" className="text-lg font-semibold">
          {t('admin.catalog.plans.title')}
        </h2>
        <p className="mt-1 text-sm text-text-muted">{t('admin.catalog.plans.intro')}</p>
      </div>
      {isPending ? <p className="text-sm text-text-muted">{t('admin.loading')}</p> : null}
      {isError ? <p className="text-sm text-red-400">{t('admin.catalog.loadFailed')}</p> : null}
      {data?.plans.map((plan) => (
        <PlanForm key={plan._id} plan={plan} />
      ))}
    </section>
  );
}
