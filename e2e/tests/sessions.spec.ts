import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { codeFor, outboxFor, uniqueEmail } from '../support/outbox';

const SHOTS = process.env.SESSIONS_SHOTS_DIR;

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

/**
 * Signs in with a code. Every device here asks from the same address, and the codes of one
 * account are spaced (2 s on the test server, doubling): a request too soon is answered 429, so it asks again.
 */
async function signIn(request: APIRequestContext, email: string) {
  const before = (await outboxFor(email)).length;
  await expect
    .poll(async () => (await request.post('/api/customers/auth/otp', { data: { identifier: email } })).status(), {
      timeout: 20_000,
      intervals: [1000],
    })
    .toBe(200);
  const code = await codeFor(email, before + 1);
  expect((await request.post('/api/customers/auth/login/verify', { data: { identifier: email, code } })).status()).toBe(200);
}

/** Another browser, on another device, signed in to the same account and showing the app. */
async function otherDevice(browser: Browser, baseURL: string | undefined, userAgent: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, userAgent });
  const page = await context.newPage();
  await signIn(page.request, email);
  await page.goto('/');
  return page;
}

test.describe("seeing and ending the account's sessions (issue 37, ASVS 7.5.2)", () => {
  test.describe.configure({ timeout: 120_000 });

  test('the profile lists every signed-in device; one is signed out, then all the others, and each is signed out at once', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }, testInfo) => {
    const email = uniqueEmail('sessions');
    await signIn(page.request, email);
    const phone = await otherDevice(browser, baseURL, IPHONE_SAFARI, email);
    const laptop = await otherDevice(browser, baseURL, WINDOWS_EDGE, email);

    // The narrowest common phone (the Pixel 7 is a little wider).
    if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/account/profile');
    const section = page.getByRole('region', { name: 'Where you’re signed in' });
    const rows = section.getByRole('listitem');
    await expect(rows).toHaveCount(3);
    const here = rows.filter({ hasText: 'This device' });
    // Playwright's devices: Desktop Chrome says Windows, Pixel 7 Android.
    await expect(here).toContainText(isMobile ? 'Chrome on Android' : 'Chrome on Windows');
    await expect(here).toContainText('Active now');
    await expect(rows.filter({ hasText: 'Safari on iOS' })).toContainText('Last used');
    await expect(rows.filter({ hasText: 'Edge on Windows' })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, section, `sessions-${testInfo.project.name}`);
    await shoot(page, null, `profile-${testInfo.project.name}`);

    // One device: gone from the list, and its next request is a guest's.
    await section.getByRole('button', { name: 'Sign out Edge on Windows' }).click();
    await expect(page.getByText('That session has been signed out.')).toBeVisible();
    await expect(rows).toHaveCount(2);
    expect((await laptop.request.get('/api/customers/profile')).status()).toBe(401);

    // Every other one: asked first, this one stays.
    await section.getByRole('button', { name: 'Sign out other sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out other sessions?' });
    await expect(dialog).toContainText('This one stays signed in.');
    await shoot(page, null, `confirm-${testInfo.project.name}`);
    await dialog.getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(page.getByText('Your other sessions have been signed out.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('This device');
    await expect(section.getByRole('button', { name: 'Sign out other sessions' })).toHaveCount(0);
    await shoot(page, section, `sessions-after-${testInfo.project.name}`);

    expect((await phone.request.get('/api/customers/profile')).status()).toBe(401);
    await phone.reload();
    await expect(phone.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
    expect((await page.request.get('/api/customers/profile')).status()).toBe(200);
    await phone.context().close();
    await laptop.context().close();
  });
});

/** Screenshots for a person to look at, when SESSIONS_SHOTS_DIR is set. */
async function shoot(page: Page, target: ReturnType<Page['locator']> | null, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await (target ?? page).screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}
