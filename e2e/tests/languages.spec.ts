import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, uniqueEmail } from '../support/outbox';

const LOCALES = ['en', 'es', 'it', 'ro', 'fr'] as const;
type Texts = { routes: Record<string, string>; language: { title: string } };
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
