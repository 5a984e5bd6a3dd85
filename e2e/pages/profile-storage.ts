import { expect, type Locator, type Page } from '@playwright/test';

/** The profile's file storage: "12.3 MB of 100 MB used", its bar and the link to the plans. */
export class ProfileStorage {
  readonly page: Page;
  readonly section: Locator;
  readonly meter: Locator;

  constructor(page: Page) {
    this.page = page;
    this.section = page.getByRole('region', { name: 'File storage' });
    this.meter = this.section.getByRole('meter', { name: 'File storage used' });
  }

  async goto() {
    await this.page.goto('/account/profile');
    await expect(this.section).toBeVisible();
  }

  async expectUsed(text: string, percent: number) {
    await expect(this.section).toContainText(text);
    await expect(this.meter).toHaveAttribute('aria-valuenow', String(percent));
  }
}
