import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatDate, formatNumber, formatPrice, formatTime } from '@/lib/format';

/** Shows how dates, times, numbers and prices read in the chosen language. */
export function FormatPreview() {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const rows: [string, string][] = [
    [t('language.preview.date'), formatDate(now, undefined, { dateStyle: 'full' })],
    [t('language.preview.time'), formatTime(now)],
    [t('language.preview.number'), formatNumber(1234567.89)],
    [t('language.preview.price'), formatPrice(9.99, 'EUR')],
  ];
  return (
    <section aria-labelledby="format-preview" className="mt-8 rounded-xl border border-border p-4">
      <h2 id="format-preview" className="text-sm font-semibold">
        {t('language.preview.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm" data-testid="format-preview">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-text-muted">{label}</dt>
            <dd className="m-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
