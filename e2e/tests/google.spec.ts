import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { signInThroughApi, uniqueEmail } from '../support/outbox';

/**
 * Chooses who the fake Google issuer signs in for this browser: a cookie of the issuer's own, so
 * tests running side by side never sign in each other's user.
 */
async function nextGoogleUser(page: Page, user: { sub: string; email: string; name: string; picture?: string }) {
  await page
    .context()
    .addCookies([
      { name: 'fake_google_user', value: encodeURIComponent(JSON.stringify(user)), url: process.env.E2E_GOOGLE_ISSUER! },
    ]);
}

test.describe('Google, against the test issuer', () => {
  test('link Google from the profile, then unlink it after confirming', async ({ page }) => {
    const email = uniqueEmail('linker');
    await signInThroughApi(page, email);
    await nextGoogleUser(page, { sub: `sub-${email}`, email: `g-${email}`, name: 'Linker' });
    await page.goto('/account/profile');
    const linked = page.getByRole('region', { name: 'Linked accounts' });
    await expect(linked).toContainText('Not linked');
    await linked.getByRole('button', { name: 'Link' }).click();
    await expect(page.getByText('Your Google account is linked.')).toBeVisible();
    await expect(linked).toContainText(`g-${email}`);

    await linked.getByRole('button', { name: 'Unlink' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('You will no longer be able to sign in with this Google account.');
    await dialog.getByRole('button', { name: 'Unlink' }).click();
    await expect(page.getByText('Your Google account has been unlinked.')).toBeVisible();
    await expect(linked).toContainText('Not linked');
  });

  test('continue with Google on the login page signs a new user in, with the picture in the sidebar', async ({
    page,
    isMobile,
  }) => {
    const email = uniqueEmail('google');
    await nextGoogleUser(page, {
      sub: `sub-${email}`,
      email,
      name: 'Grace Google',
      picture: 'https://lh3.googleusercontent.com/a/test',
    });
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/\?conversation=new$/);
    const chat = new ChatPage(page);
    if (isMobile) await chat.toggle.click();
    await expect(chat.account).toHaveText('Grace Google');
    await expect(chat.account.locator('img')).toHaveAttribute('src', 'https://lh3.googleusercontent.com/a/test');
  });
});
