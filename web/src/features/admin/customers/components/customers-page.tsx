import { useState } from 'react';
import { Link } from '@/lib/router';
import { useDebounced } from '@/lib/use-debounced';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../../components/console-page';
import { Pager } from '../../components/pager';
import { formatDateTime } from '../../lib/format';
import { useCustomerSearch } from '../api/customers';

/** /admin/customers (issue 22): search by e-mail, phone, id or name; the newest customers with no search. */
export function CustomersPage() {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const [skip, setSkip] = useState(0);
  const q = useDebounced(typed.trim(), 300);
  const { data, isPending, isError } = useCustomerSearch(q, skip);
  return (
    <ConsolePage title={t('admin.customers.title')}>
      <form role="search" onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-1.5">
        <label htmlFor="customer-search" className="text-sm font-medium">
          {t('admin.customers.search')}
        </label>
        <input
          id="customer-search"
          type="search"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setSkip(0);
          }}
          placeholder={t('admin.customers.searchHint')}
          aria-describedby="customer-search-hint"
          className="h-10 w-full max-w-xl rounded-lg border border-border bg-surface px-3 text-sm outline-none placeholder:text-text-muted focus:border-primary-500"
        />
        <p id="customer-search-hint" className="text-xs text-text-muted">
          {q ? t('admin.customers.searching', { q }) : t('admin.customers.newest')}
        </p>
      </form>
      {isPending ? <p className="text-sm text-text-muted">{t('admin.loading')}</p> : null}
      {isError ? <p className="text-sm text-red-400">{t('admin.customers.errors.failed')}</p> : null}
      {data && data.count === 0 ? <p className="text-sm text-text-muted">{t('admin.customers.noMatch')}</p> : null}
      {data && data.customers.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('admin.customers.results')}>
          {data.customers.map((customer) => (
            <li key={customer._id}>
              <Link
                to={`/admin/customers/${customer._id}`}
                className="flex flex-col gap-1 rounded-xl border border-border bg-surface-raised p-4 text-sm hover:bg-surface-hover md:flex-row md:items-center md:gap-4"
              >
                <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">
                  {customer.name || t('admin.customers.noName')}
                </span>
                <span className="min-w-0 flex-1 text-text-muted [overflow-wrap:anywhere]">
                  {[customer.email, customer.phone].filter(Boolean).join(' · ') || '—'}
                </span>
                <span className="shrink-0 rounded-full border border-border px-2 py-0.5 text-xs">
                  {t(`admin.customers.plans.${customer.plan}`)}
                </span>
                <span className="shrink-0 text-xs text-text-muted">
                  {t('admin.customers.joined', { date: formatDateTime(customer.createdAt, i18n.language) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <div className="flex flex-wrap items-center gap-3">
          <Pager skip={skip} count={data.count} onSkip={setSkip} />
          {data.countCapped ? (
            <span className="text-xs text-text-muted">{t('admin.customers.countCapped', { shown: data.count })}</span>
          ) : null}
        </div>
      ) : null}
    </ConsolePage>
  );
}
