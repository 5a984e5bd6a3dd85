import { PAYMENT_CURRENCY, type AdminPlan } from '@chat/protocol';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Section } from '@/components/ui/section';
import { useTranslation } from '@/lib/i18n';
import { saveAdminPlan } from '../api/plans';
import { isPositive, toMajor, toMinor } from '../lib/minor-units';
import { formatDateTime } from '../../lib/format';
import { PriceRows, type PriceDraft } from './price-rows';
import { SaveFeedback } from './save-feedback';
import { useSave } from './use-save';

interface Draft {
  name: string;
  messages: string;
  unlimited: boolean;
  prices: PriceDraft[];
}

const draftOf = (plan: AdminPlan): Draft => ({
  name: plan.name,
  messages: plan.messagesPerDay === null ? '' : String(plan.messagesPerDay),
  unlimited: plan.messagesPerDay === null,
  prices: plan.prices.map((price, index) => ({ ...price, key: index, amount: toMajor(price.amount, price.currency) })),
});

/** The currencies payments charge in, and any other a plan already has. */
const currenciesOf = (plan: AdminPlan) => [
  ...new Set([...Object.values(PAYMENT_CURRENCY), ...plan.prices.map((price) => price.currency)]),
];

/**
 * One plan: its name, messages a day (Free's are the free daily quota; a paid plan may be
 * unlimited) and, for a paid plan, its prices. Saved whole, with the version it was read at.
 */
export function PlanForm({ plan }: { plan: AdminPlan }) {
  const { t, i18n } = useTranslation();
  const free = plan._id === 'free';
  const [shownVersion, setShownVersion] = useState(plan.version);
  const [draft, setDraft] = useState(draftOf(plan));
  const save = useSave();
  if (shownVersion !== plan.version) {
    setShownVersion(plan.version);
    setDraft(draftOf(plan));
  }
  const edit = (change: Partial<Draft>) => {
    save.touched();
    setDraft((current) => ({ ...current, ...change }));
  };

  const messages = Number(draft.messages);
  const messagesValid = (!free && draft.unlimited) || (/^\s*\d+\s*$/.test(draft.messages) && messages <= 1_000_000);
  const kinds = draft.prices.map((price) => `${price.duration}/${price.currency}`);
  const prices = draft.prices.map((price, index) => {
    const amount = toMinor(price.amount, price.currency);
    const error =
      amount === undefined
        ? t(isPositive(price.amount) ? 'admin.catalog.plans.priceDecimals' : 'admin.catalog.plans.priceInvalid', {
            currency: price.currency,
          })
        : kinds.indexOf(kinds[index]!) !== index
          ? t('admin.catalog.plans.priceTwice')
          : undefined;
    return { ...price, minor: amount, error };
  });
  const valid = messagesValid && draft.name.trim() !== '' && prices.every((price) => !price.error);

  const submit = () =>
    save.run(() =>
      saveAdminPlan(plan._id, {
        name: draft.name.trim(),
        messagesPerDay: !free && draft.unlimited ? null : messages,
        prices: free ? [] : prices.map(({ duration, minor, currency }) => ({ duration, amount: minor!, currency })),
        version: plan.version,
      }),
    );

  return (
    <Section title={plan.name}>
      <div data-testid={`plan-${plan._id}`} className="space-y-4">
        {plan.editedAt ? (
          <p className="text-xs text-text-muted">
            {t('admin.catalog.plans.edited', { date: formatDateTime(plan.editedAt, i18n.language) })}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('admin.catalog.plans.name')}
            value={draft.name}
            maxLength={40}
            onChange={(event) => edit({ name: event.target.value })}
            error={draft.name.trim() ? undefined : t('admin.catalog.plans.nameMissing')}
          />
          <div className="space-y-2">
            <Field
              label={t(free ? 'admin.catalog.plans.freeMessages' : 'admin.catalog.plans.messages')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={draft.unlimited && !free ? '' : draft.messages}
              disabled={draft.unlimited && !free}
              onChange={(event) => edit({ messages: event.target.value })}
              error={messagesValid ? undefined : t('admin.catalog.plans.messagesInvalid')}
            />
            {free ? null : (
              <Checkbox checked={draft.unlimited} onChange={(unlimited) => edit({ unlimited })}>
                {t('admin.catalog.plans.unlimited')}
              </Checkbox>
            )}
          </div>
        </div>
        {free ? (
          <p className="text-sm text-text-muted">{t('admin.catalog.plans.freeHasNoPrices')}</p>
        ) : (
          <PriceRows prices={prices} currencies={currenciesOf(plan)} onChange={(next) => edit({ prices: next })} />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button disabled={save.busy || !valid} onClick={() => void submit()}>
            {t('admin.catalog.save')}
          </Button>
          <SaveFeedback failure={save.failure} saved={save.saved} />
        </div>
      </div>
    </Section>
  );
}
