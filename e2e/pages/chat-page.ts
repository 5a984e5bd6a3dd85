import { expect, type Locator, type Page } from '@playwright/test';

/** The chat layout as a person sees it: sidebar, header, composer. */
export class ChatPage {
  readonly sidebar: Locator;
  readonly overlay: Locator;
  readonly title: Locator;
  readonly account: Locator;
  readonly toggle: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.sidebar = page.locator('#sidebar');
    this.overlay = page.getByTestId('sidebar-overlay');
    this.title = page.getByTestId('chat-title');
    this.account = page.getByTestId('sidebar-account');
    this.toggle = page.getByRole('button', { name: /toggle sidebar/i });
  }

  async goto(path = '/') {
    await this.page.goto(path);
    await expect(this.title).toBeVisible();
  }

  /** Whether the sidebar is on screen (it slides out of view rather than unmounting). */
  async sidebarOnScreen(): Promise<boolean> {
    const box = await this.sidebar.boundingBox();
    return box !== null && box.x + box.width > 1;
  }

  async expectSidebar(onScreen: boolean) {
    await expect.poll(() => this.sidebarOnScreen()).toBe(onScreen);
  }

  async pressToggleShortcut() {
    await this.page.keyboard.press('Control+b');
  }
}
