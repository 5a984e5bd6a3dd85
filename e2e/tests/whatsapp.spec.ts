import { expect, test } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { WhatsAppPanel } from '../pages/whatsapp-panel';
import { codeFor, uniqueEmail } from '../support/outbox';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';
import { sendFromWhatsApp, uniquePhone, whatsappMessage } from '../support/whatsapp';

/** The app with a provider (the fake model, which answers at once): an exchange shows once it is done. */
const answerText = /Fake answer to/;

test.describe('WhatsApp, as a customer would use it', () => {
  test.use({ baseURL: servers.ai });
  test('link by code from the profile, chat from WhatsApp live in the general chat, report the answer, unlink', async ({
    page,
    request,
    isMobile,
  }) => {
    await signInAsNewCustomer(page, 'whatsapp');
    const phone = uniquePhone();
    const panel = new WhatsAppPanel(page);
    await panel.open();
    await expect(panel.number).toHaveText('Not linked');
    await panel.linkByCode(phone);
    await expect(panel.number).toHaveText(phone);
    await expect(page.getByText('Your WhatsApp number is linked.')).toBeVisible();

    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/?conversation=general');
    await sendFromWhatsApp(request, phone, 'Hello from WhatsApp');
    await expect(chat.user.last()).toHaveText(/Hello from WhatsApp/);
    await expect(chat.assistant.last()).toContainText(answerText, { timeout: 15_000 });
    // The code was the first WhatsApp message; the answer is the second.
    expect(await whatsappMessage(phone, 2)).toMatch(answerText);

    await chat.assistant.last().getByRole('button', { name: 'Report' }).click();
    const form = page.getByRole('dialog', { name: 'Report content' });
    await form.getByLabel('Description').fill('This answer is made up.');
    await form.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByText('Thank you for your report. We will look into it.')).toBeVisible();
    await expect(form).toBeHidden();

    await panel.open();
    await panel.unlink();
    await expect(panel.number).toHaveText('Not linked');
    await expect(page.getByText('Your WhatsApp number has been unlinked.')).toBeVisible();
  });

  test('link by the token link sent on WhatsApp: opened signed out, then signed in', async ({ page, request }) => {
    const phone = uniquePhone();
    await sendFromWhatsApp(request, phone, 'Hi there');
    const prompt = await whatsappMessage(phone);
    const path = new URL(/https?:\/\/\S+/.exec(prompt)![0]).pathname;
    expect(path).toMatch(/^\/account\/profile\/link\/whatsapp\/[\w-]{43}$/);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link WhatsApp');
    await expect(page.getByText(/Sign in to link the WhatsApp number \+40•+\d{4} to your account\./)).toBeVisible();
    await page.getByRole('button', { name: 'Sign in to link' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const email = uniqueEmail('whatsapp-token');
    await page.getByLabel('E-mail or phone').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('6-digit code').fill(await codeFor(email));

    await expect(page).toHaveURL(path);
    await expect(page.getByText('WhatsApp linked')).toBeVisible();
    await expect(page.getByText(`${phone} is now linked to your account.`)).toBeVisible();
    await expect(page).toHaveURL(/\/\?conversation=new$/, { timeout: 10_000 });
    expect(await whatsappMessage(phone, 2)).toContain('now linked');

    const panel = new WhatsAppPanel(page);
    await panel.open();
    await expect(panel.number).toHaveText(phone);

    // The link works once.
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText('Invalid verification link');
    await page.getByRole('button', { name: 'Go to Profile' }).click();
    await expect(page).toHaveURL(/\/account\/profile$/);
  });

  test('a forged link says "Invalid verification link" with a Go to Profile button', async ({ page }) => {
    await page.goto(`/account/profile/link/whatsapp/${'x'.repeat(43)}`);
    await expect(page.getByRole('alert')).toContainText('Invalid verification link');
    await expect(page.getByRole('button', { name: 'Go to Profile' })).toBeVisible();
  });

  test('a number linked to another account is refused with the phone-already-linked message', async ({ page, request }) => {
    const phone = uniquePhone();
    await sendFromWhatsApp(request, phone, 'Hello');
    const path = new URL(/https?:\/\/\S+/.exec(await whatsappMessage(phone))![0]).pathname;
    await signInAsNewCustomer(page, 'whatsapp-owner');
    await page.goto(path);
    await expect(page.getByText('WhatsApp linked')).toBeVisible();

    await page.context().clearCookies();
    await signInAsNewCustomer(page, 'whatsapp-other');
    const panel = new WhatsAppPanel(page);
    await panel.open();
    await panel.section.getByRole('button', { name: 'Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link WhatsApp' });
    await dialog.getByLabel(/WhatsApp number/).fill(phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This phone number is already linked to another account.');
  });
});
