import { isLocale, localeTag } from './locale';

/** Minor units → a price in the interface language: 499 EUR → "€4.99", 3000 XAF → "FCFA 3,000". */
export function formatMoney(minorAmount: number, currency: string, language: string): string {
  const tag = isLocale(language) ? localeTag(language) : undefined;
  const formatter = new Intl.NumberFormat(tag, { style: 'currency', currency });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minorAmount / 10 ** digits);
}
