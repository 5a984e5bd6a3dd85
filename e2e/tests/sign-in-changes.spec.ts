import { expect, test, type Page } from '@playwright/test';
import { SignInMethods } from '../pages/sign-in-methods';
import { codeFor, outboxFor, uniqueEmail } from '../support/outbox';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { servers } from '../support/servers';

/**
 * How long a proof of ownership lasts on this test's own server: short, so a session's sign-in
 * stops counting as one within the test (the default is 10 minutes).
 */
const PROOF_SECONDS = 15;

async function signInWithCode(page: Page, origin: string, email: string, outbox: string[]) {
  const before = (await outboxFor(email, outbox)).length;
  await page.goto(`${origin}/auth/login`);
  await page.getByLabel('E-mail or phone').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('6-digit code').fill(await codeFor(email, before + 1, outbox));
  await expect(page).toHaveURL(/\/\?conversation=new$/);
}

test.describe('changing how the account signs in (issue 19)', () => {
  test.describe.configure({ timeout: 120_000 });

  let server: OwnServer | undefined;
  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    server = await startOwnServer(servers.signInChangesPortBase + testInfo.parallelIndex, {
      REAUTHENTICATION_SECONDS: String(PROOF_SECONDS),
      CODE_RESEND_SECONDS: '2',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a session whose sign-in is no longer recent proves ownership first; the old address is told and undoes the change', async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    const { origin, outboxDir } = server!;
    const outbox = [outboxDir];
    const old = uniqueEmail('owner');
    const fresh = uniqueEmail('new');
    await signInWithCode(page, origin, old, outbox);
    // A password too, so the proof dialog offers it beside the code (set through reset, as the profile does).
    const methods = new SignInMethods(page, outbox);
    const resetCode = await methods.nextCode(old, async () => {
      await page.request.post(`${origin}/api/customers/auth/password/reset-request`, { data: { identifier: old } });
    });
    const password = 'a long enough secret';
    const reset = { identifier: old, code: resetCode, password, confirmPassword: password };
    expect((await page.request.post(`${origin}/api/customers/auth/password/reset`, { data: reset })).status()).toBe(200);
    await page.goto(`${origin}/account/profile`);
    await expect(methods.section).toContainText(old);

    // Until the sign-in is older than the window a change passes the proof check (and fails on the
    // made-up code); then the server asks for a proof. Awaited on its answer, not on a timer.
    await expect
      .poll(
        async () =>
          (
            await page.request.post(`${origin}/api/customers/auth/verify-identifier`, {
              data: { identifier: uniqueEmail('probe'), code: '000000' },
            })
          ).status(),
        { timeout: (PROOF_SECONDS + 20) * 1000, intervals: [1000] },
      )
      .toBe(403);

    await methods.startEmailChange(fresh);
    await expect(methods.stepUp).toContainText('Before you change how you sign in, prove that this account is yours.');
    await expect(methods.stepUp.getByRole('radio', { name: `A code to ${old}` })).toBeChecked();
    await expect(methods.stepUp.getByRole('radio', { name: 'My password' })).not.toBeChecked();
    await page.screenshot({ path: testInfo.outputPath(`step-up-dialog-${testInfo.project.name}.png`) });
    await methods.proveWithCodeTo(old);
    // The change continues where it was: the code went to the new address.
    await methods.finishEmailChange(fresh);
    await expect(page.getByText('E-mail changed.')).toBeVisible();
    await expect(methods.section).toContainText(fresh);

    const notice = (await outboxFor(old, outbox)).at(-1)!;
    expect(notice.subject).toBe('Your sign-in details were changed');
    expect(notice.text).toContain(`The e-mail address of your Chat Assistant account was changed to ${fresh}.`);
    const undoLink = notice.text.match(/http:\/\/\S+\/account\/undo-change\/[\w-]+/)![0];

    // The owner opens the link from the old mailbox, on another device.
    const device = await browser.newContext({ viewport: page.viewportSize(), isMobile, hasTouch: isMobile });
    const owner = await device.newPage();
    await owner.goto(undoLink);
    await expect(owner.getByRole('heading', { name: 'Was this change not made by you?' })).toBeVisible();
    await owner.screenshot({ path: testInfo.outputPath(`undo-page-${testInfo.project.name}.png`) });
    await owner.getByRole('button', { name: 'Undo the change' }).click();
    await expect(owner.getByRole('heading', { name: 'Change undone' })).toBeVisible();
    await owner.screenshot({ path: testInfo.outputPath(`undo-done-${testInfo.project.name}.png`) });

    // Every session ended, the one that made the change too.
    await page.goto(`${origin}/account/profile`);
    await expect(page).toHaveURL(/\/auth\/login$/);

    await owner.getByRole('button', { name: 'Sign in' }).click();
    await expect(owner).toHaveURL(/\/auth\/login$/);
    await signInWithCode(owner, origin, old, outbox);
    await owner.goto(`${origin}/account/profile`);
    const restored = new SignInMethods(owner, outbox).section;
    await expect(restored).toContainText(old);
    await expect(restored).not.toContainText(fresh);
    // Whoever made the change may have set the password: the undo removed it.
    await expect(restored).toContainText('No password: you sign in with a code');
    await device.close();
  });
});
