import { expect, test } from '@playwright/test';
import { signInThroughApi, uniqueEmail } from '../support/outbox';

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

  test('a mobile money number that fails shows the reason and lets the user try again', async ({ page }) => {
    await signInThroughApi(page, uniqueEmail('momo-fail'));
    await page.goto('/subscribe?plan=starter&duration=month');
    await page.getByLabel('Mobile money', { exact: true }).check();
    await page.getByLabel('Mobile money number').fill('+237670000019');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The payment failed.')).toBeVisible();
    await expect(page.getByText('Reason: PAYER_LIMIT_REACHED')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
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
});
