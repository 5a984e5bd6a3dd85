/** How many decimals a currency's minor unit has: 2 for EUR (cents), 0 for XAF. */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Minor units → the amount an operator types: 799 EUR → "7.99", 5000 XAF → "5000". */
export function toMajor(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

const parse = (text: string) => (text.trim() ? Number(text.trim().replace(',', '.')) : Number.NaN);

/** Whether the text is a number above 0 (an amount with too many decimals still is). */
export const isPositive = (text: string) => parse(text) > 0;

/** What an operator typed ("7.99", "7,99") → minor units; undefined unless above 0 with at most the currency's decimals. */
export function toMinor(text: string, currency: string): number | undefined {
  const major = parse(text);
  if (!Number.isFinite(major)) return undefined;
  const minor = major * 10 ** minorDigits(currency);
  const rounded = Math.round(minor);
  if (Math.abs(minor - rounded) > 1e-6 || rounded <= 0) return undefined;
  return rounded;
}
