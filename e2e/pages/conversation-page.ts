import { expect, type Locator, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';

/** The chat screen and sidebar as a signed-in person uses them. */
export class ConversationPage extends ChatPage {
  readonly composer: Locator;
  readonly stopButton: Locator;
  readonly assistant: Locator;
  readonly user: Locator;
  readonly search: Locator;
  readonly items: Locator;
  readonly modelPicker: Locator;
  readonly dialog: Locator;
  readonly isMobile: boolean;

  constructor(page: Page, isMobile: boolean) {
    super(page);
    this.isMobile = isMobile;
    this.composer = page.getByLabel('Message', { exact: true });
    this.stopButton = page.getByRole('button', { name: 'Stop answering' });
    this.assistant = page.getByTestId('message-assistant');
    this.user = page.getByTestId('message-user');
    this.search = page.getByLabel('Search conversations');
    this.items = page.getByTestId('conversation-item');
    this.modelPicker = page.getByTestId('model-picker');
    this.dialog = page.getByRole('dialog');
  }

  async send(text: string) {
    await this.composer.fill(text);
    // Sending waits for the model list, as a person waits for the send button to light up.
    await expect(this.page.locator('form:has(#composer) button[type="submit"]')).toBeEnabled();
    await this.composer.press('Enter');
  }

  /** Opens the model picker and chooses the model named `name` (its full name, as the picker shows it). */
  async chooseModel(name: string) {
    await this.modelPicker.click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.modelPicker).toHaveText(name);
  }

  /** The sidebar is a drawer on phones: open it before using it. */
  async openSidebar() {
    if (this.isMobile && !(await this.sidebarOnScreen())) {
      await this.toggle.click();
      await this.expectSidebar(true);
    }
  }

  /** On a phone, closes the drawer (Escape, as a keyboard user would) so the chat under it takes taps again. */
  async closeSidebar() {
    if (this.isMobile && (await this.sidebarOnScreen())) {
      await this.page.keyboard.press('Escape');
      await this.expectSidebar(false);
    }
  }

  async waitForAnswer(containing: string | RegExp) {
    await expect(this.assistant.last()).toContainText(containing, { timeout: 15_000 });
    await expect(this.stopButton).toBeHidden({ timeout: 15_000 });
  }
}
