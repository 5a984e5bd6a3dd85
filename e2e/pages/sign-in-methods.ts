import { expect, type Locator, type Page } from '@playwright/test';
import { codeFor, outboxFor } from '../support/outbox';

/**
 * The profile's sign-in methods (§2) and the "Confirm it's you" dialog that a change of them opens
 * when the session's last proof of ownership is too old (issue 19). Codes are read from `outbox`.
 */
export class SignInMethods {
  readonly page: Page;
  readonly section: Locator;
  readonly emailDialog: Locator;
  readonly stepUp: Locator;
  private readonly outbox: string[];

  constructor(page: Page, outbox: string[]) {
    this.page = page;
    this.outbox = outbox;
    this.section = page.getByRole('region', { name: 'Sign-in methods' });
    this.emailDialog = page.getByRole('dialog', { name: 'Verify your e-mail' });
    this.stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
  }

  /** The code of the next message sent to `to`, once it arrives. */
  async nextCode(to: string, send: () => Promise<void>): Promise<string> {
    const before = (await outboxFor(to, this.outbox)).length;
    await send();
    return codeFor(to, before + 1, this.outbox);
  }

  async startEmailChange(to: string) {
    await this.section.getByRole('button', { name: 'Change' }).first().click();
    await this.emailDialog.getByLabel('E-mail').fill(to);
    await this.emailDialog.getByRole('button', { name: 'Send code' }).click();
  }

  /** Proves ownership with a code sent to the account's current e-mail. */
  async proveWithCodeTo(email: string) {
    const code = await this.nextCode(email, () => this.stepUp.getByRole('button', { name: 'Send code' }).click());
    await this.stepUp.getByLabel('6-digit code').fill(code);
    await this.stepUp.getByRole('button', { name: 'Confirm' }).click();
    await expect(this.stepUp).toBeHidden();
  }

  async finishEmailChange(to: string) {
    await expect(this.emailDialog).toContainText(`Enter the code we sent to ${to}.`);
    await this.emailDialog.getByLabel('6-digit code').fill(await codeFor(to, 1, this.outbox));
    await this.emailDialog.getByRole('button', { name: 'Verify' }).click();
    await expect(this.emailDialog).toBeHidden();
  }
}
