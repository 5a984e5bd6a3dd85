import { expect, type Page } from '@playwright/test';

/** pawaPay's sandbox numbers (REFERENCE.md), which the sandbox gateway of the demo server follows too. */
export const MOMO_NUMBER = { completes: '+237670000789', payerLimitReached: '+237670000019' } as const;

/**
 * Pays for a plan by mobile money through the API, as the subscribe page does (create, then
 * verify), with the signed-in session of `page`; answers the settled payment.
 */
export async function payByMobileMoney(
  page: Page,
  plan: 'starter' | 'plus',
  duration: 'week' | 'month' | 'year',
  phone: string = MOMO_NUMBER.completes,
): Promise<{ _id: string; status: string }> {
  const created = await page.request.post('/api/payments', { data: { plan, duration, method: 'mobile-money', phone } });
  expect(created.status()).toBe(200);
  const { payment } = (await created.json()) as { payment: { _id: string } };
  const verified = await page.request.post(`/api/payments/${payment._id}/verify`, { data: {} });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { payment: { _id: string; status: string } }).payment;
}
