import { expect, test, type Page } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

/** The seeded catalog gives Free 10 messages a day. */
const FREE_MESSAGES = 10;

/**
 * The fake model answers at once, quoting the question, so each wait names its question.
 * A new Free user chats until the daily limit: every 5th answer offers the plans (payment dialog),
 * near the limit the sticky upgrade toast appears once, and the message after the limit opens the
 * subscription dialog, whose View Plans button leads to /plans.
 */
async function runOutOfFreeMessages(page: Page, chat: ConversationPage) {
  const paymentDialog = page.getByRole('dialog', { name: 'Enjoying the assistant?' });
  const upgradeToast = page.getByText('Consider upgrading for unlimited access to premium AI models.');
  for (let n = 1; n <= FREE_MESSAGES; n++) {
    await chat.send(`Question ${n}`);
    await chat.waitForAnswer(`Question ${n}`);
    if (n % 5 === 0) {
      await expect(paymentDialog).toBeVisible();
      await paymentDialog.getByRole('button', { name: 'Stay on Free' }).click();
      await expect(paymentDialog).toBeHidden();
    }
    if (n === 8) {
      await expect(page.getByText('Upgrade Suggested')).toBeVisible();
      await expect(upgradeToast).toBeVisible();
      await page.getByRole('button', { name: 'Close toast' }).click();
      await expect(upgradeToast).toBeHidden();
    }
  }
  await chat.send('One more question');
  const limitDialog = page.getByRole('dialog', { name: "You've reached today's free limit" });
  await expect(limitDialog).toBeVisible();
  await expect(limitDialog).toContainText('Free messages for today are used up.');
  // No answer was produced for the refused message: the last answer is still the 10th one.
  await expect(chat.assistant.last()).toContainText(`Question ${FREE_MESSAGES}`);
  // Esc closes it (an accessible modal); sending again opens it again.
  await page.keyboard.press('Escape');
  await expect(limitDialog).toBeHidden();
  await chat.send('Still there?');
  await expect(limitDialog).toBeVisible();
  await limitDialog.getByRole('button', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/plans$/);
}

async function chatsWithoutLimit(page: Page, chat: ConversationPage) {
  await chat.goto('/');
  for (let n = 1; n <= 2; n++) {
    await chat.send(`Paid question ${n}`);
    await chat.waitForAnswer(`Paid question ${n}`);
  }
  await expect(page.getByRole('dialog')).toBeHidden();
}

test.describe('the free limit in chat, then a subscription (sandbox gateway)', () => {
  test.use({ baseURL: servers.ai });
  // Twelve answers and a payment.
  test.setTimeout(90_000);

  test('run out of free messages, choose Plus for a week, pay by mobile money, chat without limit', async ({
    page,
    isMobile,
  }) => {
    await signInAsNewCustomer(page, 'quota-momo');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await runOutOfFreeMessages(page, chat);

    await page.getByRole('radio', { name: '1 week' }).click();
    await page.getByRole('link', { name: 'Choose Plus' }).click();
    await page.getByLabel('Mobile money', { exact: true }).check();
    await page.getByLabel('Mobile money number').fill('+237670000789');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Accept the payment on your phone, then click Verify.')).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Payment received. Your plan is active.')).toBeVisible();
    await expect(page.getByText(/Back to chat in \d seconds?…/)).toBeVisible();
    await expect(page).toHaveURL(/\/\?conversation=new$/, { timeout: 10_000 });

    await chatsWithoutLimit(page, chat);

    await page.goto('/account/payments');
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('Plus · 1 week');
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('Paid');
    await page.goto('/account/subscription');
    await expect(page.getByTestId('active-subscription')).toContainText(/Plus, active until/);
  });

  test('run out of free messages, then pay Plus for a week by card on the checkout page', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'quota-card');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await runOutOfFreeMessages(page, chat);

    await page.getByRole('radio', { name: '1 week' }).click();
    await page.getByRole('link', { name: 'Choose Plus' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/subscribe\/checkout\?payment=[0-9a-f]{24}$/);
    await expect(page.getByText('€4.99')).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('Payment received. Your plan is active.')).toBeVisible();
    await expect(page).toHaveURL(/\/\?conversation=new$/, { timeout: 10_000 });

    await chatsWithoutLimit(page, chat);

    await page.goto('/account/payments');
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('Plus · 1 week');
    await page.goto('/account/subscription');
    await expect(page.getByTestId('active-subscription')).toContainText(/Plus, active until/);
  });
});
