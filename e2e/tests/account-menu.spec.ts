import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { signInAsNewCustomer } from '../support/sign-in';

/** Opens the account menu from the sidebar footer, as a person does on this screen size. */
async function openAccountMenu(page: Page, isMobile: boolean) {
  const chat = new ChatPage(page);
  await chat.goto('/');
  if (isMobile) await chat.toggle.click();
  await chat.account.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('the account menu of the sidebar footer (issue 18)', () => {
  test('signed in: every account page, the plans and the legal pages are one choice away, then sign out', async ({
    page,
    isMobile,
  }) => {
    await signInAsNewCustomer(page, 'menu');
    const menu = await openAccountMenu(page, isMobile);
    await expect(menu.getByRole('menuitem').first()).toHaveText('Profile');
    await expect(menu.getByRole('menuitem', { name: 'Plan: Free' })).toBeVisible();

    for (const [item, url, heading] of [
      ['Profile', /\/account\/profile$/, 'Profile'],
      ['Plan: Free', /\/account\/subscription$/, 'Subscription'],
      ['See plans', /\/plans$/, 'Plans'],
      ['Payments', /\/account\/payments$/, 'Payments'],
      ['Language', /\/account\/language$/, 'Language'],
      ['Terms of service', /\/legal\/terms$/, 'Terms of service'],
      ['Privacy policy', /\/legal\/privacy$/, 'Privacy policy'],
      ['About', /\/legal\/about$/, 'About'],
    ] as const) {
      await (await openAccountMenu(page, isMobile)).getByRole('menuitem', { name: item }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }

    await (await openAccountMenu(page, isMobile)).getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a guest is offered sign-in, the plans and the legal pages', async ({ page, isMobile }) => {
    const menu = await openAccountMenu(page, isMobile);
    await expect(menu.getByRole('menuitem')).toHaveText(['Sign in', 'See plans', 'Terms of service', 'Privacy policy', 'About']);
    await menu.getByRole('menuitem', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  });

  test('works from the keyboard: arrows move, Escape closes and gives focus back', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'menu-keys');
    const chat = new ChatPage(page);
    await chat.goto('/');
    // On a phone the footer is in the drawer, out of the keyboard's reach until it is opened (issue 38).
    if (isMobile) {
      await chat.toggle.click();
      await chat.expectSidebar(true);
    }
    await chat.account.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await expect(chat.account).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Plan: Free' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(chat.account).toBeFocused();
    await expect(chat.account).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the account layout (issue 18)', () => {
  test('tabs between the account pages on desktop, a list on a phone, and a way back to chat', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'layout');
    await page.goto('/account');
    if (isMobile) {
      // The list of the pages, each one tap away, and each page leads back to it.
      await expect(page).toHaveURL(/\/account$/);
      const list = page.getByTestId('account-list');
      await expect(list.getByRole('link')).toHaveText(['Profile', 'Subscription', 'Payments', 'Language']);
      for (const name of ['Profile', 'Subscription', 'Payments', 'Language']) {
        await list.getByRole('link', { name }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await page.getByRole('link', { name: 'Account', exact: true }).click();
        await expect(page).toHaveURL(/\/account$/);
      }
      await expect(page.getByTestId('account-tabs')).toBeHidden();
    } else {
      // §2: /account opens the profile; the tabs lead to the rest.
      await expect(page).toHaveURL(/\/account\/profile$/);
      const tabs = page.getByRole('navigation', { name: 'Account' });
      await expect(tabs.getByRole('link')).toHaveText(['Profile', 'Subscription', 'Payments', 'Language']);
      for (const name of ['Subscription', 'Payments', 'Language', 'Profile']) {
        await tabs.getByRole('link', { name }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      }
    }
    await page.goto('/account/payments');
    if (isMobile) await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByRole('link', { name: 'Back to chat' }).click();
    await expect(page).toHaveURL(/\/\?conversation=new$/);
  });
});

test.describe('legal links on the sign-in screens (issue 18)', () => {
  for (const [screen, path] of [
    ['login', '/auth/login'],
    ['signup', '/auth/signup'],
  ] as const) {
    test(`the ${screen} screen links the terms and the privacy policy`, async ({ page }) => {
      await page.goto(path);
      const consent = page.getByTestId('legal-consent');
      await expect(consent).toHaveText('By continuing, you agree to the Terms of service and the Privacy policy.');
      await consent.getByRole('link', { name: 'Terms of service' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of service');
      await page.goBack();
      await page.getByTestId('legal-consent').getByRole('link', { name: 'Privacy policy' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    });
  }
});
