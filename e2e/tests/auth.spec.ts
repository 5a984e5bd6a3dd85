import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { codeFor, signInThroughApi, uniqueEmail } from '../support/outbox';

test.describe('accounts, as a new user would', () => {
  test('sign up with an e-mail, enter the code from the mail, land in chat signed in, sign out', async ({ page, isMobile }) => {
    const email = uniqueEmail('ada');
    await page.goto('/auth/signup');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/auth\/verify-identifier$/);
    await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();

    await page.getByLabel('6-digit code').fill(await codeFor(email));
    const chat = new ChatPage(page);
    await expect(page).toHaveURL(/\/\?conversation=new$/);
    if (isMobile) await chat.toggle.click();
    await expect(chat.account).toHaveText('Ada Lovelace');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('sign in with a phone code, pasted with spaces', async ({ page }) => {
    const phone = `+4072${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    await page.goto('/auth/login');
    await page.getByLabel('E-mail or phone').fill(phone);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByText(`We texted a 6-digit code to ${phone}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    const code = await codeFor(phone);
    await page.getByLabel('6-digit code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(page).toHaveURL(/\/\?conversation=new$/);
  });

  test('a wrong code says so and keeps the user on the code screen', async ({ page }) => {
    const email = uniqueEmail('wrong');
    await page.goto('/auth/login');
    await page.getByLabel('E-mail or phone').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    const code = await codeFor(email);
    await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await expect(page.getByRole('alert')).toHaveText('The code is incorrect or has expired. Ask for a new one.');
    await expect(page).toHaveURL(/\/auth\/login\/verify$/);
  });

  test('set a password through reset, then sign in with it', async ({ page, request }) => {
    const email = uniqueEmail('grace');
    await signInThroughApi(request, email);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The reset page loads lazily; the login page's identical field stays until it has.
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('E-mail or phone').fill(email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await page.getByLabel('6-digit code').fill(await codeFor(email, 2));
    await page.getByLabel('New password', { exact: true }).fill('short');
    await expect(page.getByText('The password must be at least 8 characters long.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('a long enough secret');
    await page.getByLabel('Confirm new password').fill('a long enough secret');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL(/\/\?conversation=new$/);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth/login');
    await page.getByLabel('E-mail or phone').fill(email);
    await page.getByLabel('Password (optional)').fill('a long enough secret');
    await page.getByRole('button', { name: 'Sign in with password' }).click();
    await expect(page).toHaveURL(/\/\?conversation=new$/);
  });

  test('request account deletion, sign in again and see it cancelled', async ({ page }) => {
    const email = uniqueEmail('leaving');
    await signInThroughApi(page, email);
    await page.goto('/account/profile');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Too expensive').check();
    await dialog.getByLabel('Comments (optional)').fill('Testing the flow');
    const submit = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(/permanently deleted after 30 days/).check();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(/all my conversations and data will be lost/).check();
    await submit.click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText(/Your account will be deleted on/)).toBeVisible();

    await page.getByLabel('E-mail or phone').fill(email);
    // The code of the API sign-in was sent moments ago; this run allows another after 2 s, and until
    // then the server answers "Please wait…" and the person asks again, as here.
    await expect(async () => {
      const [response] = await Promise.all([
        page.waitForResponse('**/api/customers/auth/otp'),
        page.getByRole('button', { name: 'Send me a code' }).click(),
      ]);
      expect(response.status()).toBe(200);
    }).toPass({ intervals: [500] });
    await page.getByLabel('6-digit code').fill(await codeFor(email, 2));
    await expect(page.getByText('Welcome back! Your account deletion has been cancelled.')).toBeVisible();
  });

  test('the profile shows and edits the full name, and adds a verified phone', async ({ page, isMobile }) => {
    const email = uniqueEmail('profile');
    await signInThroughApi(page, email);
    await page.goto('/account');
    // On a phone /account is the list of the account pages (issue 18); elsewhere it opens the profile (§2).
    if (isMobile) await page.getByTestId('account-list').getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/account\/profile$/);
    await page.getByLabel('Full name').fill('Mae Jemison');
    await page.getByRole('region', { name: 'Personal details' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();

    const phone = `+3361${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    await page.getByRole('region', { name: 'Sign-in methods' }).getByRole('button', { name: 'Add' }).last().click();
    await page
      .getByRole('dialog')
      .getByLabel(/Phone number/)
      .fill(phone);
    await page.getByRole('dialog').getByRole('button', { name: 'Send code' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('6-digit code')
      .fill(await codeFor(phone));
    await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('region', { name: 'Sign-in methods' })).toContainText(phone);
  });
});
