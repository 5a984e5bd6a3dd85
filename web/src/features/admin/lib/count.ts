import { formatNumber } from '@/lib/format';
import type { TFunction } from '@/lib/i18n';

/** What the console counts: each a noun of `admin.counts` in the plural forms of every language. */
export type Counted = 'messages' | 'tokens' | 'activeCustomers' | 'signUps' | 'paid' | 'granted';

/**
 * "1 message", "2 messages", "20 de mesaje": the number as the interface language writes it, the
 * noun in the form that language gives that number (Intl.PluralRules, through t's `count`).
 */
export const countOf = (t: TFunction, counted: Counted, count: number): string =>
  t(`admin.counts.${counted}`, { count, value: formatNumber(count) });
