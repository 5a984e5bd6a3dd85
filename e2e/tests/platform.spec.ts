import { expect, test } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';

test.describe('locale detection (§1)', () => {
  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-FR' });
    test('the interface is French', async ({ page }) => {
      await new ChatPage(page).goto('/');
      await expect(page.getByTestId('chat-title')).toHaveText('Nouvelle conversation');
      await expect(page.getByTestId('sidebar-account')).toHaveText('Invité');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });

    test('a stored locale wins over the browser language, until it expires', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('locale', JSON.stringify({ data: 'ro', time: Date.now() })));
      await page.reload();
      await expect(page.getByTestId('sidebar-account')).toHaveText('Vizitator');
      // exp is a timestamp in seconds (§3, §9): one second in the past is expired and removed on read.
      await page.evaluate(() =>
        localStorage.setItem('locale', JSON.stringify({ data: 'ro', time: Date.now(), exp: Math.floor(Date.now() / 1000) - 1 })),
      );
      await page.reload();
      await expect(page.getByTestId('sidebar-account')).toHaveText('Invité');
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull();
    });
  });

  test.describe('with a German browser', () => {
    test.use({ locale: 'de-DE' });
    test('the interface falls back to English (en-US)', async ({ page }) => {
      await new ChatPage(page).goto('/');
      await expect(page.getByTestId('sidebar-account')).toHaveText('Guest');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    });
  });
});

test.describe('error mapping in the browser (§8)', () => {
  const cases = [
    { status: 500, body: { message: 'stack trace', code: 'internal_error' }, text: 'Server Error. Please try again later.' },
    { status: 404, body: { message: 'Nothing to clear here.', code: 'not_found' }, text: 'Nothing to clear here.' },
    { status: 401, body: { message: 'x', code: 'unauthorized' }, text: 'Unauthorized. Please log in.' },
    {
      status: 503,
      body: { message: 'Down for maintenance', code: 'service_unavailable' },
      text: 'Error 503: Down for maintenance',
    },
  ];
  for (const { status, body, text } of cases) {
    test(`a ${status} when clearing the general chat shows "${text}"`, async ({ page, isMobile }) => {
      await page.route('**/api/conversations/chats/clear', (route) => route.fulfill({ status, json: body }));
      const chat = new ChatPage(page);
      await chat.goto('/');
      if (isMobile) await chat.toggle.click();
      await page.getByRole('button', { name: 'Clear general chat' }).click();
      await expect(page.getByRole('dialog')).toContainText('Are you sure you want to clear all general chat messages?');
      await page.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(text)).toBeVisible();
    });
  }

  test('no response from the server shows "No response from the server."', async ({ page, isMobile }) => {
    await page.route('**/api/conversations/chats/clear', (route) => route.abort('connectionrefused'));
    const chat = new ChatPage(page);
    await chat.goto('/');
    if (isMobile) await chat.toggle.click();
    await page.getByRole('button', { name: 'Clear general chat' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No response from the server.')).toBeVisible();
  });

  test('Cancel closes the confirmation without a request', async ({ page, isMobile }) => {
    let requested = false;
    await page.route('**/api/conversations/chats/clear', (route) => {
      requested = true;
      return route.fulfill({ status: 200, json: {} });
    });
    const chat = new ChatPage(page);
    await chat.goto('/');
    if (isMobile) await chat.toggle.click();
    await page.getByRole('button', { name: 'Clear general chat' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(requested).toBe(false);
  });
});

test.describe('server defences seen from outside', () => {
  test('a cross-origin state-changing request is refused', async ({ request }) => {
    const response = await request.post('/api/customers/auth/logout', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      data: {},
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ message: 'Requests from other sites are not allowed.', code: 'foreign_origin' });
  });

  test('the built app runs under the strict Content-Security-Policy without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByTestId('chat-title')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
