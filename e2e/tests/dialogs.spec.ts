import { expect, test, type Page } from '@playwright/test';
import { ConversationPage } from '../pages/conversation-page';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

/**
 * Records, at every change of the body's style (Radix turns its pointer events off while a modal is
 * open), the pointer events each open dialog computes; answers a reader of what was recorded.
 */
async function watchDialogPointerEvents(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { dialogPointerEvents: string[] }).dialogPointerEvents = seen;
    new MutationObserver(() => {
      if (document.body.style.pointerEvents !== 'none') return;
      for (const dialog of document.querySelectorAll('[role="dialog"]')) seen.push(getComputedStyle(dialog).pointerEvents);
    }).observe(document.body, { attributes: true, attributeFilter: ['style'] });
  });
  return () => page.evaluate(() => (window as unknown as { dialogPointerEvents: string[] }).dialogPointerEvents);
}

/**
 * A dialog takes a click from the moment it shows. Radix turned the body's pointer events off a
 * render before it gave the dialog its own: in between, a click begun on a button ended on nothing.
 * On a busy machine that lost the click on "View Plans" in the limit dialog (quota.spec.ts in CI).
 */
test.describe('dialogs', () => {
  test.use({ baseURL: servers.ai });

  test('a dialog and the message search take pointer events from their first frame', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'dialogs');
    const chat = new ConversationPage(page, isMobile);
    await chat.goto('/');
    await chat.send('Hello');
    await chat.waitForAnswer('Hello');
    const recorded = await watchDialogPointerEvents(page);

    await chat.assistant.last().getByRole('button', { name: 'Report' }).click();
    const report = page.getByRole('dialog', { name: 'Report content' });
    await expect(report).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(report).toBeHidden();

    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByTestId('message-search')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('message-search')).toBeHidden();

    // Both dialogs were seen with the body's pointer events off, and neither went without its own.
    const seen = await recorded();
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen).not.toContain('none');
  });
});
