import { FILE_MAX_BYTES } from '@chat/protocol';
import { expect, test, type Page } from '@playwright/test';
import { AttachmentsPage } from '../pages/attachments-page';
import { ProfileStorage } from '../pages/profile-storage';
import { samplePng } from '../support/sample-files';
import { signInAsNewCustomer } from '../support/sign-in';

/** Stores a text file of the largest size there may be, as the composer would, through the API. */
async function uploadLargest(page: Page, baseURL: string | undefined, name: string) {
  const response = await page.request.post('/api/files', {
    headers: { origin: baseURL ?? '' },
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.alloc(FILE_MAX_BYTES, 'a') } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Issue 19: one free account stored 20 × 19 MiB. The Free plan now holds 100 MB of files: the
 * profile shows how much is used, and the composer says plainly when an upload does not fit.
 */
test('the profile shows the file storage used, and the composer says when an upload no longer fits', async ({
  page,
  isMobile,
  baseURL,
}) => {
  await signInAsNewCustomer(page, 'storage');
  await uploadLargest(page, baseURL, 'notes-1.txt');
  const storage = new ProfileStorage(page);
  await storage.goto();
  await storage.expectUsed('20 MB of 100 MB used', 20);
  await expect(storage.section.getByRole('link', { name: 'Need more room? See the plans' })).toBeVisible();

  for (const n of [2, 3, 4, 5]) await uploadLargest(page, baseURL, `notes-${n}.txt`);
  const chat = new AttachmentsPage(page, isMobile);
  await chat.goto('/?conversation=general');
  await chat.attachByButton(samplePng());
  await expect(chat.chips).toHaveCount(1);
  await expect(chat.chips.first()).toHaveAttribute('data-status', 'error');
  await expect(chat.chips.first()).toContainText('No room left');
  await expect(chat.uploadFailure).toHaveText(
    'Error 413: There is no room for this file: 100 MB of your 100 MB of file storage are used. ' +
      'Delete conversations with files you no longer need, or upgrade your plan for more space. See plans',
  );
  await expect(chat.sendButton).toBeDisabled();
  if (isMobile) await chat.expectNoHorizontalScroll();
  await chat.uploadFailure.getByRole('button', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/plans$/);

  await storage.goto();
  await storage.expectUsed('100 MB of 100 MB used', 100);
});
