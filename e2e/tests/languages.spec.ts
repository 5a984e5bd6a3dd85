import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { createNamedConversation } from '../support/conversations';
import { codeFor, signInThroughApi, uniqueEmail } from '../support/outbox';
import { servers } from '../support/servers';

const LOCALES = ['en', 'es', 'it', 'ro', 'fr'] as const;
type Locale = (typeof LOCALES)[number];
type Texts = {
  routes: Record<string, string>;
  language: { title: string };
  auth: { identifier: string; code: string };
  chat: { newConversation: string };
};
const texts = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`../../web/src/locales/${locale}.json`, import.meta.url), 'utf8')) as Texts,
  ]),
) as Record<(typeof LOCALES)[number], Texts>;
const ENDONYMS = ['English', 'Español', 'Italiano', 'Română', 'Français'];

/** The lines of text a person sees on the page. */
async function visibleLines(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

test.describe('language page (/account/language)', () => {
  test('switching language changes every visible text at once, and the choice is kept locally and on the profile', async ({
    page,
  }) => {
    await signInThroughApi(page, uniqueEmail('lang'));
    await page.goto('/account/language');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language');
    const english = new Set(await visibleLines(page));
    expect([...english]).toEqual(expect.arrayContaining(ENDONYMS));

    await page.getByRole('radio', { name: /Español/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Idioma');
    await expect(page.getByRole('radio', { name: /Español/ })).toHaveAttribute('aria-checked', 'true');
    const spanish = await visibleLines(page);
    // Only the languages' own names stay the same; every other line on screen changed.
    expect(spanish.filter((line) => english.has(line) && !ENDONYMS.includes(line))).toEqual([]);
    await expect(page).toHaveTitle('Idioma · Chat Assistant');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/customers/profile')).json()) as { customer: { locale: string } }).customer.locale,
      )
      .toBe('es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Idioma');
    await page.getByRole('link', { name: 'Volver al chat' }).click();
    await expect(page.getByTestId('chat-title')).toHaveText('Nueva conversación');
  });

  test('a visitor who is not signed in is sent to sign in', async ({ page }) => {
    await page.goto('/account/language');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

/** The profile's stored language, as the API answers it. */
async function storedLanguage(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/customers/profile')).json()) as { customer: { locale: string } }).customer.locale;
}

/** Another device of the same person: a fresh browser context, a phone when the project is one. */
async function otherDevice(browser: Browser, isMobile: boolean, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: servers.demo,
    locale,
    ...(isMobile ? { viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

/** Signs in through the screens with a code, as a person does, in the language the screens speak. */
async function signInThroughScreens(page: Page, email: string, locale: Locale, nth = 1) {
  await page.goto('/auth/login');
  const identifier = page.getByLabel(texts[locale].auth.identifier);
  await identifier.fill(email);
  // A code sent to the address moments ago (signInThroughApi) allows the next after 2 s: ask again until it is sent.
  await expect(async () => {
    await identifier.press('Enter');
    await expect(page).toHaveURL(/\/auth\/login\/verify$/, { timeout: 1000 });
  }).toPass({ intervals: [500] });
  await page.getByLabel(texts[locale].auth.code).fill(await codeFor(email, nth));
  await expect(page).toHaveURL(/\/\?conversation=new$/);
}

/** The language this device remembers (§1: local storage first). */
const deviceLanguage = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('locale') ?? 'null') as { data: string } | null)?.data);

test.describe("one language per account: the profile's (issue 38)", () => {
  test('chosen on one device, it is the interface of the next after sign-in; choosing there stores it, exports follow', async ({
    page,
    browser,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('one-language');
    await signInThroughApi(page, email);
    await createNamedConversation(page, 'Trip');
    await page.goto('/account/language');
    await page.getByRole('radio', { name: /Română/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.ro.language.title);
    await expect.poll(() => storedLanguage(page)).toBe('ro');

    // A fresh English browser: English until the sign-in, then the account's language.
    const other = await otherDevice(browser, isMobile);
    await signInThroughScreens(other, email, 'en', 2);
    await expect(other.getByTestId('chat-title')).toHaveText(texts.ro.chat.newConversation);
    await expect(other.locator('html')).toHaveAttribute('lang', 'ro');
    await other.goto('/account/language');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(texts.ro.language.title);
    await expect(other.getByRole('radio', { name: /Română/ })).toHaveAttribute('aria-checked', 'true');
    await expect(other.getByRole('radio', { name: /English/ })).toHaveAttribute('aria-checked', 'false');

    // Choosing English there stores it, and the exports speak it.
    await other.getByRole('radio', { name: /English/ }).click();
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Language');
    await expect.poll(() => storedLanguage(other)).toBe('en');
    await other.goto('/account/profile');
    const [zip] = await Promise.all([
      other.waitForEvent('download'),
      other.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Download all conversations (ZIP)' }).click(),
    ]);
    const entries = unzipSync(new Uint8Array(await readFile(await zip.path())));
    expect(strFromU8(entries['Trip.md']!)).toMatch(/^# Trip\n\n- Created: /);

    // The first device follows at its next start.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language');
    await expect(page.getByRole('radio', { name: /English/ })).toHaveAttribute('aria-checked', 'true');
    await other.context().close();
  });

  test("a device's language becomes a new account's; signing in to an account with another takes the account's", async ({
    page,
    browser,
    isMobile,
  }) => {
    // An English browser on which French was chosen before (a session since signed out).
    const device = await otherDevice(browser, isMobile);
    await device.addInitScript(() => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', JSON.stringify({ data: 'fr', time: Date.now() }));
    });
    const newcomer = uniqueEmail('device-language');
    await signInThroughScreens(device, newcomer, 'fr');
    await expect(device.getByTestId('chat-title')).toHaveText(texts.fr.chat.newConversation);
    await expect.poll(() => storedLanguage(device)).toBe('fr');

    // Someone else's account, in Spanish: signing in on that device shows it in Spanish.
    const owner = uniqueEmail('account-language');
    await signInThroughApi(page, owner);
    expect((await page.request.put('/api/customers', { data: { locale: 'es' } })).status()).toBe(200);
    await device.context().clearCookies();
    await signInThroughScreens(device, owner, 'fr', 2);
    await expect(device.getByTestId('chat-title')).toHaveText(texts.es.chat.newConversation);
    expect(await deviceLanguage(device)).toBe('es');
    expect(await storedLanguage(device)).toBe('es');
    await device.context().close();
  });
});

test.describe('legal pages in every language', () => {
  for (const locale of LOCALES) {
    test(`terms, privacy and about read in ${locale}`, async ({ page }) => {
      await page.addInitScript(
        (value) => localStorage.setItem('locale', JSON.stringify({ data: value, time: Date.now() })),
        locale,
      );
      for (const name of ['terms', 'privacy', 'about'] as const) {
        await page.goto(`/legal/${name}`);
        const title = texts[locale].routes[name]!;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(`${title} · Chat Assistant`);
        const article = page.getByTestId('legal-page');
        expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
        await expect(article).not.toContainText('legal.');
        await expect(article.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
        await expect(page.getByRole('navigation').getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
      }
    });
  }
});
