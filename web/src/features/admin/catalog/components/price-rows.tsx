import { PLAN_DURATIONS, type PlanDuration } from '@chat/protocol';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/** A price as typed: the amount in major units (7.99 EUR), converted to minor units on save. */
export interface PriceDraft {
  key: number;
  duration: PlanDuration;
  amount: string;
  currency: string;
  /** Set when the amount is not a price: the message to show under it. */
  error?: string | undefined;
}

const selectClass =
  'h-10 rounded-lg border border-border bg-surface px-2 text-sm outline-none focus:border-primary-500 aria-[invalid=true]:border-red-500';

function PriceRow({
  price,
  currencies,
  onChange,
  onRemove,
}: {
  price: PriceDraft;
  currencies: string[];
  onChange: (change: Partial<PriceDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className="flex flex-wrap items-end gap-2 border-b border-border py-3 last:border-0">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-duration`} className="text-xs text-text-muted">
          {t('admin.catalog.plans.duration')}
        </label>
        <select
          id={`${id}-duration`}
          value={price.duration}
          onChange={(event) => onChange({ duration: event.target.value as PlanDuration })}
          className={selectClass}
        >
          {PLAN_DURATIONS.map((duration) => (
            <option key={duration} value={duration}>
              {t(`admin.catalog.plans.durations.${duration}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-amount`} className="text-xs text-text-muted">
          {t('admin.catalog.plans.amount')}
        </label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={price.amount}
          aria-invalid={price.error ? true : undefined}
          aria-describedby={price.error ? `${id}-error` : undefined}
          onChange={(event) => onChange({ amount: event.target.value })}
          className={`${selectClass} w-28 px-3`}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-currency`} className="text-xs text-text-muted">
          {t('admin.catalog.plans.currency')}
        </label>
        <select
          id={`${id}-currency`}
          value={price.currency}
          onChange={(event) => onChange({ currency: event.target.value })}
          className={selectClass}
        >
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </div>
      <Button variant="dangerGhost" size="sm" onClick={onRemove}>
        {t('admin.catalog.plans.removePrice')}
      </Button>
      {price.error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-xs text-red-400">
          {price.error}
        </p>
      ) : null}
    </li>
  );
}

/** A paid plan's prices, one row each, with rows added and removed. */
export function PriceRows({
  prices,
  currencies,
  onChange,
}: {
  prices: PriceDraft[];
  currencies: string[];
  onChange: (prices: PriceDraft[]) => void;
}) {
  const { t } = useTranslation();
  const add = () => {
    const key = Math.max(0, ...prices.map((price) => price.key)) + 1;
    onChange([...prices, { key, duration: 'month', amount: '', currency: currencies[0] ?? 'EUR' }]);
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('admin.catalog.plans.prices')}</legend>
      {prices.length === 0 ? <p className="mt-2 text-sm text-text-muted">{t('admin.catalog.plans.noPrices')}</p> : null}
      <ul>
        {prices.map((price) => (
          <PriceRow
            key={price.key}
            price={price}
            currencies={currencies}
            onChange={(change) => onChange(prices.map((p) => (p.key === price.key ? { ...p, ...change } : p)))}
            onRemove={() => onChange(prices.filter((p) => p.key !== price.key))}
          />
        ))}
      </ul>
      <Button variant="secondary" size="sm" className="mt-2" onClick={add}>
        {t('admin.catalog.plans.addPrice')}
      </Button>
    </fieldset>
  );
}
