import { expect, test } from '@playwright/test';
import { signInThroughApi, uniqueEmail } from '../support/outbox';
import { MOMO_NUMBER, payByMobileMoney } from '../support/payments';

/** A date as the English interface writes it (lib/format-date.ts), e.g. "December 22, 2026". */
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

test.describe('plans and payments on the sandbox gateway', () => {
  test('the plans page shows the three plans, per duration, to a guest', async ({ page }) => {
    await page.goto('/plans');
    await expect(page.getByRole('region', { name: 'Free' })).toContainText('10 messages/day');
    await expect(page.getByRole('region', { name: 'Plus' })).toContainText('Unlimited messages');
    await page.getByRole('radio', { name: '1 week' }).click();
    await expect(page.getByRole('region', { name: 'Plus' })).toContainText('€4.99');
    await page.getByRole('radio', { name: '1 year' }).click();
    await expect(page.getByRole('region', { name: 'Plus' })).toContainText('€149.99');
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
  });

  test('choose Plus for a week, pay by mobile money, verify, watch the countdown back to chat; see it in history', async ({
    page,
  }) => {
    await signInThroughApi(page, uniqueEmail('momo'));
    await page.goto('/plans');
    await page.getByRole('radio', { name: '1 week' }).click();
    await page.getByRole('link', { name: 'Choose Plus' }).click();
    await expect(page).toHaveURL(/\/subscribe\?plan=plus&duration=week$/);
    await expect(page.getByText('€4.99 · 1 week')).toBeVisible();
    await page.getByLabel('Mobile money', { exact: true }).check();
    // Mobile money is charged in XAF: the summary shows what will really be asked on the phone.
    await expect(page.getByText(/FCFA\s?3,000 · 1 week/)).toBeVisible();
    await page.getByLabel('Mobile money number').fill('+237670000789');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Accept the payment on your phone, then click Verify.')).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Payment received. Your plan is active.')).toBeVisible();
    await expect(page.getByText(/Back to chat in \d seconds?…/)).toBeVisible();
    await expect(page).toHaveURL(/\/\?conversation=new$/, { timeout: 10_000 });

    await page.goto('/account/payments');
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('Plus · 1 week');
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('Paid');
    await page.goto('/account/subscription');
    await expect(page.getByTestId('active-subscription')).toContainText(/Plus, active until/);
  });

  test('a mobile money number that fails says why in words, not the gateway code, and lets the user try again', async ({
    page,
  }) => {
    await signInThroughApi(page, uniqueEmail('momo-fail'));
    await page.goto('/subscribe?plan=starter&duration=month');
    await page.getByLabel('Mobile money', { exact: true }).check();
    await page.getByLabel('Mobile money number').fill('+237670000019');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('button', { name: 'Verify' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'The payment failed.' });
    await expect(failure).toContainText(
      'This payment is over a limit of your mobile money account. Try again later, or pay with another number.',
    );
    // The sandbox answered PAYER_LIMIT_REACHED (pawaPay's code): a person never reads it.
    await expect(failure).not.toContainText('PAYER_LIMIT_REACHED');
    await expect(failure).not.toContainText('Reason');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
  });

  test('the payments history says why a payment failed, in words, never the gateway code', async ({ page }) => {
    await signInThroughApi(page, uniqueEmail('momo-history'));
    const failed = await payByMobileMoney(page, 'starter', 'month', MOMO_NUMBER.payerLimitReached);
    expect(failed.status).toBe('failed');
    await page.goto('/account/payments');
    const payment = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect(payment).toContainText('Failed');
    await expect(payment).toContainText(
      'This payment is over a limit of your mobile money account. Try again later, or pay with another number.',
    );
    await expect(payment).not.toContainText('PAYER_LIMIT_REACHED');
  });

  test('pay by card on the local checkout page, then land back verified', async ({ page }) => {
    await signInThroughApi(page, uniqueEmail('card'));
    await page.goto('/subscribe?plan=plus&duration=month');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/subscribe\/checkout\?payment=[0-9a-f]{24}$/);
    await expect(page.getByText('€14.99')).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('Payment received. Your plan is active.')).toBeVisible();
    await page.goto('/account/subscription');
    await expect(page.getByTestId('active-subscription')).toContainText(/Plus, active until/);
  });

  test('buying while a plan runs: plans marks the current plan, subscribe says the new one starts when it ends, and the subscription page lists it as Upcoming with its dates', async ({
    page,
  }) => {
    await signInThroughApi(page, uniqueEmail('queue'));
    await page.goto('/plans');
    await expect(page.getByRole('region', { name: 'Free' })).toContainText('Current plan');

    await payByMobileMoney(page, 'starter', 'week');
    const active = (await (await page.request.get('/api/customer/subscriptions/active')).json()) as {
      subscription: { subscription: { endDate: string } };
    };
    const currentEnds = longDate(active.subscription.subscription.endDate);
    await page.goto('/plans');
    const starter = page.getByRole('region', { name: 'Starter' });
    await expect(starter).toContainText('Current plan');
    await expect(starter.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/account/subscription');
    await expect(page.getByRole('region', { name: 'Free' })).not.toContainText('Current plan');
    await expect(page.getByRole('region', { name: 'Plus' })).not.toContainText('Current plan');
    await expect(
      page.getByText(`Your Starter plan runs until ${currentEnds}. A plan you buy now starts when it ends.`),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Choose Plus' }).click();
    await expect(page.getByTestId('plan-start')).toHaveText(
      `You already have Starter until ${currentEnds}. Plus will start when it ends, on ${currentEnds}, not now.`,
    );
    await page.getByLabel('Mobile money', { exact: true }).check();
    await page.getByLabel('Mobile money number').fill('+237670000789');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText(`Plus will start when it ends, on ${currentEnds}, not now.`)).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Payment received' });
    await expect(success).toContainText('Payment received. Plus starts on');
    const listed = (await (await page.request.get('/api/customer/subscriptions')).json()) as {
      subscriptions: { subscription: { plan: string; startDate: string; endDate: string } }[];
    };
    const plus = listed.subscriptions.find(({ subscription }) => subscription.plan === 'plus')!.subscription;
    expect(longDate(plus.startDate)).toBe(currentEnds);
    const [plusStarts, plusEnds] = [longDate(plus.startDate), longDate(plus.endDate)];
    await expect(success).toContainText(
      `Payment received. Plus starts on ${plusStarts}, when your current plan ends, and runs until ${plusEnds}.`,
    );

    await page.goto('/account/subscription');
    await expect(page.getByTestId('active-subscription')).toContainText(`Starter, active until ${currentEnds}`);
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect(upcoming.getByTestId('upcoming-subscription')).toContainText('Plus · 1 month');
    await expect(upcoming.getByTestId('upcoming-subscription')).toContainText(`Starts ${plusStarts} · ends ${plusEnds}`);
  });
});
