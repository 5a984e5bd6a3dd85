import { expect, type Locator, type Page } from '@playwright/test';
import { codeFor } from '../support/outbox';

/** The WhatsApp section of the profile (§2): link by phone number and code, unlink with confirmation. */
export class WhatsAppPanel {
  readonly page: Page;
  readonly section: Locator;
  readonly number: Locator;

  constructor(page: Page) {
    this.page = page;
    this.section = page.getByRole('region', { name: 'WhatsApp' });
    this.number = this.section.getByTestId('whatsapp-number');
  }

  async open() {
    await this.page.goto('/account/profile');
    await expect(this.section).toBeVisible();
  }

  async linkByCode(phone: string) {
    await this.section.getByRole('button', { name: 'Link' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Link WhatsApp' });
    await dialog.getByLabel(/WhatsApp number/).fill(phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('6-digit code').fill(await codeFor(phone));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
  }

  async unlink() {
    await this.section.getByRole('button', { name: 'Unlink' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Unlink WhatsApp?' });
    await dialog.getByRole('button', { name: 'Unlink' }).click();
    await expect(dialog).toBeHidden();
  }
}
