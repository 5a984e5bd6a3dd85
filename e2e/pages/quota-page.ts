import { type Locator, type Page } from '@playwright/test';
import { AttachmentsPage } from './attachments-page';

/** The chat screen's quota: the line under the composer, the limit dialog and the payment nudge. */
export class QuotaPage extends AttachmentsPage {
  readonly status: Locator;
  readonly messagesLimit: Locator;
  readonly nudge: Locator;

  constructor(page: Page, isMobile: boolean) {
    super(page, isMobile);
    this.status = page.getByTestId('quota-status');
    this.messagesLimit = page.getByRole('dialog', { name: "You've reached today's message limit" });
    this.nudge = page.getByRole('dialog', { name: 'Enjoying the assistant?' });
  }

  /** The dialog for a model whose free allowance is used up today. */
  modelLimit(model: string): Locator {
    return this.page.getByRole('dialog', { name: `Today's free use of ${model} is over` });
  }
}
