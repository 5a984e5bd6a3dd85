import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { operatorFor } from '../support/operators';
import { signInThroughApi } from '../support/outbox';
import { signInAsNewCustomer } from '../support/sign-in';

/**
 * The console is not advertised (issue 22): its pages answer a guest and a customer 404, and the
 * app they get takes them to chat, as from any unknown path (§2). An operator gets the console.
 */
test.describe('the operator console’s pages', () => {
  test('a guest and a customer get a 404 and land on chat; an operator gets the console', async ({
    page,
    isMobile,
  }, testInfo) => {
    const guest = await page.goto('/admin/customers');
    expect(guest?.status()).toBe(404);
    await expect(page).toHaveURL(/\/\?conversation=new$/);
    expect((await page.request.get('/api/admin/operator')).status()).toBe(404);

    await signInAsNewCustomer(page, 'not-an-operator');
    const customer = await page.goto('/admin');
    expect(customer?.status()).toBe(404);
    await expect(page).toHaveURL(/\/\?conversation=new$/);
    await expect(page.getByRole('navigation', { name: 'Console sections' })).toHaveCount(0);

    await page.context().clearCookies();
    await signInThroughApi(page, operatorFor(testInfo.project.name, 'access'));
    // The account menu shows an operator the way in.
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.openSidebar();
    await page.getByTestId('sidebar-account').click();
    await expect(page.getByRole('menuitem', { name: 'Operator console' })).toHaveAttribute('href', '/admin');
    const operator = await page.goto('/admin/audit');
    expect(operator?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    await nav.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  });
});
