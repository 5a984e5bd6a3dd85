import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';

test.describe('chat layout as a guest', () => {
  test('opening / shows the chat layout with Guest in the footer and conversation=new', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto('/');
    await expect(page).toHaveURL(/\/\?conversation=new$/);
    await expect(chat.title).toHaveText('New Conversation');
    await expect(chat.account).toHaveText('Guest');
    // The footer's identity opens the account menu (issue 18), whose first entry is the profile.
    await expect(chat.account).toHaveAttribute('aria-haspopup', 'menu');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark-mode/);
  });

  test("a guest's start-up asks for no profile and logs no error, on the chat and on the plans page", async ({ page }) => {
    const errors: string[] = [];
    const profileRequests: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('request', (request) => {
      if (request.url().includes('/api/customers/profile')) profileRequests.push(request.url());
    });
    const chat = new ChatPage(page);
    await chat.goto('/');
    await expect(chat.account).toHaveText('Guest');
    await page.goto('/plans');
    await expect(page.getByRole('heading', { name: 'Plus' })).toBeVisible();
    expect(profileRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the General entry opens the general chat', async ({ page, isMobile }) => {
    const chat = new ChatPage(page);
    await chat.goto('/');
    if (isMobile) await chat.toggle.click();
    await page.getByRole('link', { name: 'General' }).click();
    await expect(page).toHaveURL(/conversation=general/);
    await expect(chat.title).toHaveText('General');
  });

  // Issue 38: the hint was plain text, and on a phone Sign in was only inside the closed sidebar.
  test("the guest hint's sign-in words are a link to sign-in", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto('/');
    const hint = page.getByText('to start chatting with the assistant.');
    await expect(hint).toHaveText('Sign in to start chatting with the assistant.');
    await hint.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a guest on a phone has Sign in in the header, without opening the sidebar', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'on a desktop the sidebar, with its Sign in, is open beside the chat');
    const chat = new ChatPage(page);
    await chat.goto('/');
    await chat.expectSidebar(false);
    const signIn = page.locator('main header').getByRole('link', { name: 'Sign in' });
    await expect(signIn).toBeInViewport();
    await signIn.click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a guest who sends is asked to sign in and keeps the draft', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto('/');
    await page.getByLabel('Message').fill('Plan a trip to Rome');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goBack();
    await expect(page.getByLabel('Message')).toHaveValue('Plan a trip to Rome');
  });
});

test.describe('routes and guards (§2)', () => {
  for (const [from, to] of [
    ['/nowhere', /\/\?conversation=new$/],
    ['/account', /\/auth\/login$/],
    ['/subscribe', /\/auth\/login$/],
    ['/auth', /\/auth\/login$/],
    ['/chats', /\/\?conversation=new$/],
  ] as const) {
    test(`${from} lands on ${to.source}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('every screen of the route table is registered with its title', async ({ page }) => {
    for (const [path, title] of [
      ['/plans', 'Plans'],
      ['/auth/login', 'Sign in'],
      ['/auth/signup', 'Create your account'],
      ['/account/profile/link/whatsapp/some-token', 'Link WhatsApp'],
      ['/legal/terms', 'Terms of service'],
      ['/legal/privacy', 'Privacy policy'],
      ['/legal/about', 'About'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} · Chat Assistant`);
    }
  });
});

/** Whether Chromium's accessibility tree, what a screen reader reads, exposes the sidebar's landmark. */
async function sidebarExposed(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return nodes.some((node) => !node.ignored && node.role?.value === 'complementary' && node.name?.value === 'Sidebar');
}

/** Presses Tab from the top of the page `presses` times: whether the focus ever landed in the sidebar. */
async function tabReachesSidebar(page: Page, presses = 25): Promise<boolean> {
  await page.locator('body').focus();
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.closest('#sidebar') !== null)) return true;
  }
  return false;
}

test.describe('sidebar', () => {
  test('on a desktop it is fixed beside the chat and Ctrl+B toggles it', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop behaviour');
    const chat = new ChatPage(page);
    await chat.goto('/');
    await chat.expectSidebar(true);
    expect((await chat.sidebar.boundingBox())?.width).toBe(300);
    await chat.pressToggleShortcut();
    await chat.expectSidebar(false);
    await chat.pressToggleShortcut();
    await chat.expectSidebar(true);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(async () => (await chat.sidebar.boundingBox())?.width).toBe(250);
  });

  test('on a phone it slides in over an overlay that closes it on tap; Escape and Ctrl+B close it too', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone behaviour');
    const chat = new ChatPage(page);
    await chat.goto('/');
    await chat.expectSidebar(false);

    await chat.toggle.click();
    await chat.expectSidebar(true);
    await expect(chat.overlay).toHaveCSS('opacity', '1');
    await chat.overlay.tap({ position: { x: 380, y: 400 } });
    await chat.expectSidebar(false);

    await chat.toggle.click();
    await chat.expectSidebar(true);
    await page.keyboard.press('Escape');
    await chat.expectSidebar(false);

    await chat.pressToggleShortcut();
    await chat.expectSidebar(true);
    await chat.pressToggleShortcut();
    await chat.expectSidebar(false);
  });

  test("closed, it is out of the keyboard's reach and hidden from assistive technology; open, both again", async ({
    page,
    isMobile,
  }) => {
    const chat = new ChatPage(page);
    const newConversation = chat.sidebar.getByRole('button', { name: 'New conversation' });
    await chat.goto('/');
    if (!isMobile) {
      // On a desktop it starts open: Ctrl+B hides it.
      expect(await tabReachesSidebar(page)).toBe(true);
      await chat.pressToggleShortcut();
    }
    await chat.expectSidebar(false);
    expect(await tabReachesSidebar(page)).toBe(false);
    expect(await sidebarExposed(page)).toBe(false);
    // Its buttons cannot take the focus at all, not even from a script.
    await newConversation.evaluate((button: HTMLElement) => button.focus());
    await expect(newConversation).not.toBeFocused();

    if (isMobile) await chat.toggle.click();
    else await chat.pressToggleShortcut();
    await chat.expectSidebar(true);
    expect(await sidebarExposed(page)).toBe(true);
    expect(await tabReachesSidebar(page)).toBe(true);
  });
});
