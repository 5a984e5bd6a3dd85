import { expect, test } from '@playwright/test';
import { QuotaPage } from '../pages/quota-page';
import { heldQuestion } from '../support/held-answers';
import { samplePng } from '../support/sample-files';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

/** The seeded catalog gives Free 10 messages a day. */
const FREE_MESSAGES = 10;
/** The line under the composer by messages left, from 5. */
const countdown = [
  'No messages left today',
  '1 free message left today',
  '2 free messages left today',
  '3 free messages left today',
  '4 free messages left today',
  '5 free messages left today',
];

/**
 * The fake model answers at once, quoting the question, so each wait names its question.
 * A new Free user chats until the daily limit:
 * - from 5 left, a quiet line under the composer counts down, then says none are left;
 * - the 5th answer ends while the person is writing the next message: the payment nudge appears
 *   without taking the focus (typing goes on), and closing it leaves the focus in the composer;
 *   the 10th would be due too, but it shows once a day;
 * - near the limit the sticky upgrade toast appears once;
 * - the message after the limit (with an attachment) is refused: the dialog says the plan's 10
 *   messages a day are used, and the message and its file are back in the composer.
 */
async function runOutOfFreeMessages(chat: QuotaPage) {
  const { page, composer } = chat;
  const upgradeToast = page.getByText('Consider upgrading for unlimited access to premium AI models.');
  for (let n = 1; n <= FREE_MESSAGES; n++) {
    const held = n === 5 ? heldQuestion(`Question ${n}`) : undefined;
    await chat.send(held?.question ?? `Question ${n}`);
    if (held) {
      await expect(chat.assistant.last()).toContainText('Fake');
      await composer.fill('A draft written while');
      await held.release();
    }
    await chat.waitForAnswer(`Question ${n}`);
    const left = FREE_MESSAGES - n;
    if (left > 5) await expect(chat.status).toBeEmpty();
    else await expect(chat.status).toHaveText(countdown[left]!);
    if (held) {
      await expect(chat.nudge).toBeVisible();
      await expect(composer).toBeFocused();
      await page.keyboard.type(' the answer ended');
      await expect(composer).toHaveValue('A draft written while the answer ended');
      await chat.nudge.getByRole('button', { name: 'Stay on Free' }).click();
      await expect(chat.nudge).toBeHidden();
      await expect(composer).toBeFocused();
      await composer.fill('');
    }
    if (n === 10) await expect(chat.nudge).toBeHidden();
    if (n === 8) {
      await expect(page.getByText('Upgrade Suggested')).toBeVisible();
      await expect(upgradeToast).toBeVisible();
      await page.getByRole('button', { name: 'Close toast' }).click();
      await expect(upgradeToast).toBeHidden();
    }
  }
  await chat.attachByButton(samplePng());
  await chat.expectUploaded(1);
  await chat.send('One more question');
  await expect(chat.messagesLimit).toBeVisible();
  await expect(chat.messagesLimit).toContainText('Your plan gives you 10 messages a day');
  // No answer, and no message left behind in the list: it is back in the composer, its file too.
  await expect(chat.user.filter({ hasText: 'One more question' })).toHaveCount(0);
  await expect(chat.assistant.last()).toContainText(`Question ${FREE_MESSAGES}`);
  await page.keyboard.press('Escape');
  await expect(chat.messagesLimit).toBeHidden();
  await expect(composer).toBeFocused();
  await expect(composer).toHaveValue('One more question');
  await chat.expectUploaded(1);
  await expect(chat.chips).toContainText('pixel.png');
  // Sending it again opens the dialog again.
  await composer.press('Enter');
  await expect(chat.messagesLimit).toBeVisible();
  await chat.messagesLimit.getByRole('button', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/plans$/);
}

async function chatsWithoutLimit(chat: QuotaPage) {
  await chat.goto('/');
  for (let n = 1; n <= 2; n++) {
    await chat.send(`Paid question ${n}`);
    await chat.waitForAnswer(`Paid question ${n}`);
  }
  await expect(chat.page.getByRole('dialog')).toBeHidden();
  await expect(chat.status).toBeEmpty();
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
    const chat = new QuotaPage(page, isMobile);
    await chat.goto('/');
    await runOutOfFreeMessages(chat);

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

    await chatsWithoutLimit(chat);

    await page.goto('/account/payments');
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('Plus · 1 week');
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('Paid');
    await page.goto('/account/subscription');
    await expect(page.getByTestId('active-subscription')).toContainText(/Plus, active until/);
  });

  test('run out of free messages, then pay Plus for a week by card on the checkout page', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'quota-card');
    const chat = new QuotaPage(page, isMobile);
    await chat.goto('/');
    await runOutOfFreeMessages(chat);

    await page.getByRole('radio', { name: '1 week' }).click();
    await page.getByRole('link', { name: 'Choose Plus' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/subscribe\/checkout\?payment=[0-9a-f]{24}$/);
    await expect(page.getByText('€4.99')).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('Payment received. Your plan is active.')).toBeVisible();
    await expect(page).toHaveURL(/\/\?conversation=new$/, { timeout: 10_000 });

    await chatsWithoutLimit(chat);

    await page.goto('/account/payments');
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('Plus · 1 week');
    await page.goto('/account/subscription');
    await expect(page.getByTestId('active-subscription')).toContainText(/Plus, active until/);
  });
});
