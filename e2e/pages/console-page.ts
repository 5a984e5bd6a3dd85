import { expect, type Locator, type Page } from '@playwright/test';

/** The operator's console (issue 22) as an operator uses it. */
export class ConsolePage {
  readonly page: Page;
  readonly nav: Locator;

  constructor(page: Page) {
    this.page = page;
    this.nav = page.getByRole('navigation', { name: 'Console sections' });
  }

  async open(section: 'Dashboard' | 'Customers' | 'Payments' | 'Models and plans' | 'Reports' | 'Audit log') {
    await this.nav.getByRole('link', { name: section }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: section })).toBeVisible();
  }

  /** Finds a customer by e-mail and opens their page. */
  async openCustomer(email: string) {
    await this.open('Customers');
    await this.page.getByLabel('Search customers').fill(email);
    await this.page.getByRole('link', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
    await expect(this.page.getByTestId('customer-plan')).toBeVisible();
  }

  /** Grants the customer whose page is open a subscription, with a reason. */
  async grant(plan: 'Starter' | 'Plus', duration: 'Week' | 'Month' | 'Year', reason: string) {
    await this.page.getByRole('button', { name: 'Grant or extend' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Grant or extend a subscription' });
    await dialog.getByLabel('Plan').selectOption({ label: plan });
    await dialog.getByLabel('Duration').selectOption({ label: duration });
    await dialog.getByLabel('How many').fill('1');
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect(dialog).toBeHidden();
  }

  /** A model's row in Models and plans. */
  model(provider: string, model: string): Locator {
    return this.page.getByTestId(`model-${provider}-${model}`);
  }

  /** A plan's form in Models and plans. */
  plan(key: 'free' | 'starter' | 'plus'): Locator {
    return this.page.getByTestId(`plan-${key}`);
  }
}
