import { expect, type Locator, type Page } from '@playwright/test';

/** The profile's Import: choose a file, its progress, then the summary or the error. */
export class ProfileImport {
  readonly page: Page;
  readonly section: Locator;
  readonly input: Locator;
  readonly progress: Locator;
  readonly summary: Locator;
  readonly error: Locator;

  constructor(page: Page) {
    this.page = page;
    this.section = page.getByRole('region', { name: 'Import conversations' });
    this.input = this.section.getByTestId('import-input');
    this.progress = this.section.getByRole('progressbar', { name: 'Import progress' });
    this.summary = this.section.getByTestId('import-summary');
    this.error = this.section.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/account/profile');
    await expect(this.section).toBeVisible();
  }

  /** What Playwright's setInputFiles takes: a file's name, type and bytes. */
  async choose(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.input.setInputFiles(file);
  }
}
