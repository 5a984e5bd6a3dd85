import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { codeFor, outboxFor, signInThroughApi, uniqueEmail } from '../support/outbox';

/** Signs up through the screens with `name` and lands in chat; answers the e-mail. */
async function signUpAs(page: Page, name: string): Promise<string> {
  const email = uniqueEmail('names');
  await page.goto('/auth/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-identifier$/);
  await page.getByLabel('6-digit code').fill(await codeFor(email));
  await expect(page).toHaveURL(/\/\?conversation=new$/);
  return email;
}

test.describe('one name, as typed, everywhere (issue 18)', () => {
  test('"Ion Popescu" is the same full name in the sidebar, the profile and the messages; adding a phone says so', async ({
    page,
    isMobile,
  }) => {
    const email = await signUpAs(page, 'Ion Popescu');
    const chat = new ChatPage(page);
    if (isMobile) await chat.toggle.click();
    await expect(chat.account).toHaveText('Ion Popescu');

    await page.goto('/account/profile');
    await expect(page.getByLabel('Full name')).toHaveValue('Ion Popescu');
    // No second field holding a part of the name the person never typed there.
    await expect(page.getByLabel('First name')).toHaveCount(0);

    const phone = `+3362${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const methods = page.getByRole('region', { name: 'Sign-in methods' });
    await methods.getByRole('button', { name: 'Add' }).last().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Phone number/).fill(phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('6-digit code').fill(await codeFor(phone));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Phone added.')).toBeVisible();
    await expect(methods).toContainText(phone);
    // The text to the new phone greets the account by the name as typed.
    expect((await outboxFor(phone))[0]!.text).toMatch(/^Hello Ion Popescu,\n/);

    // So does the notice that a phone was added (issue 19), sent to the e-mail, and the next
    // e-mail: a sign-in code (the server allows another one 2 s after the sign-up's).
    expect((await outboxFor(email))[1]!.text).toMatch(/^Hello Ion Popescu,\n\nThe phone number .+ was added/);
    await expect(async () => {
      expect((await page.request.post('/api/customers/auth/otp', { data: { identifier: email } })).status()).toBe(200);
    }).toPass({ intervals: [500] });
    await expect.poll(async () => (await outboxFor(email)).length).toBe(3);
    expect((await outboxFor(email))[2]!.text).toMatch(/^Hello Ion Popescu,\n\nYour Chat Assistant code/);
  });

  test('a single word stays the whole name, and a changed name shows at once in the sidebar', async ({ page, isMobile }) => {
    await signUpAs(page, 'Popescu');
    const chat = new ChatPage(page);
    if (isMobile) await chat.toggle.click();
    await expect(chat.account).toHaveText('Popescu');

    await page.goto('/account/profile');
    await expect(page.getByLabel('Full name')).toHaveValue('Popescu');
    await page.getByLabel('Full name').fill('Maria  Ionescu-Pop');
    await page.getByRole('region', { name: 'Personal details' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await chat.goto('/');
    if (isMobile) await chat.toggle.click();
    await expect(chat.account).toHaveText('Maria  Ionescu-Pop');
  });
});

test.describe('§7 PUT /customers with §3 fields (issue 38)', () => {
  test("a client sending the customer's name and firstName is answered with both, and the app shows the name", async ({
    page,
    isMobile,
  }) => {
    await signInThroughApi(page, uniqueEmail('firstname'));
    // The browser's own session: page.request carries the cookies the sign-in set.
    const { customer } = (await (await page.request.get('/api/customers/profile')).json()) as {
      customer: { name: string; firstName: string };
    };
    const saved = await page.request.put('/api/customers', { data: { name: 'Mary Ann Smith', firstName: 'Mary Ann' } });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await saved.json()).customer).toMatchObject({ name: 'Mary Ann Smith', firstName: 'Mary Ann' });
    expect(customer.firstName).not.toBe('Mary Ann');
    expect((await (await page.request.get('/api/customers/profile')).json()).customer).toMatchObject({
      name: 'Mary Ann Smith',
      firstName: 'Mary Ann',
    });

    const chat = new ChatPage(page);
    await chat.goto('/');
    if (isMobile) await chat.toggle.click();
    await expect(chat.account).toHaveText('Mary Ann Smith');
  });
});

test.describe('password reset (issue 18)', () => {
  test('"The passwords do not match." is said once, under the confirmation it belongs to', async ({ page, request }) => {
    const email = uniqueEmail('mismatch');
    await signInThroughApi(request, email);
    await page.goto('/auth/reset-password-request');
    await page.getByLabel('E-mail or phone').fill(email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await page.getByLabel('6-digit code').fill(await codeFor(email, 2));
    await page.getByLabel('New password', { exact: true }).fill('a long enough secret');
    const confirm = page.getByLabel('Confirm new password');
    await confirm.fill('a different secret');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByText('The passwords do not match.')).toHaveCount(1);
    await expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
    await expect(confirm).toBeFocused();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
  });
});
