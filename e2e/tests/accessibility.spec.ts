import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { MOMO_NUMBER, payByMobileMoney } from '../support/payments';
import { operatorFor } from '../support/operators';
import { signInThroughApi } from '../support/outbox';
import { signInAsNewCustomer } from '../support/sign-in';

/**
 * axe on every route of §2, as a guest and signed in, in both projects (desktop and phone): any
 * violation of serious or critical impact fails. Generic on purpose: it visits a route, waits for
 * the page to settle and scans the whole document, so it keeps guarding screens as they change.
 */

const BAD_WHATSAPP_TOKEN = '/account/profile/link/whatsapp/not-a-valid-token';
const LEGAL = ['/legal/terms', '/legal/privacy', '/legal/about'];
/** The undo page of a sign-in change (issue 19): a guest's page, the change may have signed them out. */
const UNDO_LINK = '/account/undo-change/not-a-valid-token-0123456789';
/** A share link that no longer works (issue 20): public, signed in or not. */
const GONE_SHARE_LINK = '/s/AAAAAAAAAAAAAAAAAAAAAA';
/** A conversation deleted or never made (issue 38): the chat screen says so in place of it. */
const GONE_CONVERSATION = '/?conversation=0123456789abcdef01234567';

/** Routes open to guests (the /auth screens are guests only; /subscribe and /account need a login). */
const GUEST_ROUTES = [
  '/',
  '/?conversation=general',
  '/plans',
  '/auth/login',
  '/auth/login/verify',
  '/auth/reset-password-request',
  '/auth/reset-password',
  '/auth/signup',
  '/auth/verify-identifier',
  BAD_WHATSAPP_TOKEN,
  UNDO_LINK,
  GONE_SHARE_LINK,
  ...LEGAL,
];

/** Routes a signed-in customer sees, the billing ones both before any payment and after three. */
const SIGNED_IN_ROUTES = [
  '/',
  '/?conversation=general',
  GONE_CONVERSATION,
  '/plans',
  '/subscribe',
  '/subscribe?plan=starter&duration=week',
  '/account/profile',
  '/account/payments',
  '/account/subscription',
  '/account/language',
  BAD_WHATSAPP_TOKEN,
  ...LEGAL,
];
const AFTER_PAYING = ['/plans', '/subscribe', '/account/payments', '/account/subscription'];

/** The operator console's sections (issue 22), a customer's page among them. */
const CONSOLE_ROUTES = (customerId: string) => [
  '/admin',
  '/admin/customers',
  `/admin/customers/${customerId}`,
  '/admin/payments',
  '/admin/catalog',
  '/admin/reports',
  '/admin/audit',
];

const BLOCKING = new Set(['serious', 'critical']);

// Animations end at once: a scan never catches a fading element at half its contrast.
test.use({ reducedMotion: 'reduce' });

/** Waits for what a person waits for: the page's main content, its data and lazily loaded parts. */
async function settle(page: Page) {
  await expect(page.locator('main, h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

async function expectNoSeriousViolations(page: Page) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    )
    .join('\n');
  expect(blocking, `axe violations on ${page.url()}:\n${report}`).toEqual([]);
}

test.describe('accessibility (axe): no serious or critical violation', () => {
  for (const path of GUEST_ROUTES) {
    test(`guest: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousViolations(page);
    });
  }

  for (const path of SIGNED_IN_ROUTES) {
    test(`signed in: ${path}`, async ({ page }) => {
      await signInAsNewCustomer(page, 'axe');
      await page.goto(path);
      await expectNoSeriousViolations(page);
    });
  }

  for (const path of AFTER_PAYING) {
    test(`signed in, after a failed payment, a current plan and an upcoming one: ${path}`, async ({ page }) => {
      await signInAsNewCustomer(page, 'axe');
      await payByMobileMoney(page, 'starter', 'week', MOMO_NUMBER.payerLimitReached);
      await payByMobileMoney(page, 'starter', 'week');
      await payByMobileMoney(page, 'plus', 'month');
      await page.goto(path);
      await expectNoSeriousViolations(page);
    });
  }

  test('signed in: a conversation with an answer (message time and actions)', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'axe');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.send('Tell me about Rome');
    await chat.waitForAnswer(/offline demo model/);
    await expect(page).toHaveURL(/conversation=[0-9a-f]{24}$/);
    // The answer's own actions (not a code block's copy button) are on screen.
    await expect(chat.assistant.last().getByRole('button', { name: /copy/i }).last()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('operator: every section of the console, with a customer who paid, wrote and reported in it', async ({
    page,
    isMobile,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInAsNewCustomer(page, 'axe-console');
    const { customer } = (await (await page.request.get('/api/customers/profile')).json()) as { customer: { _id: string } };
    await payByMobileMoney(page, 'starter', 'week');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.send('Tell me about Ostia');
    await chat.waitForAnswer(/offline demo model/);
    await chat.assistant.last().getByRole('button', { name: 'Report' }).click();
    const form = page.getByRole('dialog', { name: 'Report content' });
    await form.getByLabel('Description').fill('Made up.');
    await form.getByRole('button', { name: 'Submit report' }).click();
    await expect(form).toBeHidden();

    await page.context().clearCookies();
    await signInThroughApi(page, operatorFor(testInfo.project.name, 'a11y'));
    for (const path of CONSOLE_ROUTES(customer._id)) {
      await page.goto(path);
      await expectNoSeriousViolations(page);
    }
  });
});
