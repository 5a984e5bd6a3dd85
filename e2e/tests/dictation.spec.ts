import { expect, test } from '@playwright/test';
import { AttachmentsPage } from '../pages/attachments-page';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

test.describe('dictation is offered only where it works (issue 18)', () => {
  test('the offline demo cannot transcribe: no microphone, only the composer', async ({ page, isMobile }) => {
    await signInAsNewCustomer(page, 'no-mic');
    const chat = new AttachmentsPage(page, isMobile);
    await chat.goto('/?conversation=general');
    // The model list has arrived (the send button lights up with a draft): the mic would be there by now.
    await chat.composer.fill('Hello');
    await expect(chat.sendButton).toBeEnabled();
    await expect(chat.attachButton).toBeVisible();
    await expect(chat.mic).toHaveCount(0);
  });

  test.describe('with a provider that transcribes', () => {
    test.use({ baseURL: servers.ai });

    test('recording shows its time and the microphone level, and stopping transcribes into the composer', async ({
      page,
      isMobile,
    }) => {
      await signInAsNewCustomer(page, 'mic');
      const chat = new AttachmentsPage(page, isMobile);
      await chat.watchRecorders();
      await chat.goto('/?conversation=general');
      await chat.mic.click();
      const stop = page.getByRole('button', { name: 'Stop dictation' });
      await expect(stop).toBeVisible();
      await expect(page.getByText('Recording. Press stop when you are done.')).toBeAttached();
      const timer = page.getByRole('timer', { name: 'Recording time' });
      await expect(timer).toHaveText(/^0:0\d$/);
      // Chromium's fake microphone plays a beep: the meter moves and the clock runs.
      const level = page.getByTestId('recording-level');
      await expect.poll(async () => Number(await level.getAttribute('data-level')), { timeout: 10_000 }).toBeGreaterThan(0);
      await expect(timer).toHaveText('0:01', { timeout: 10_000 });
      if (isMobile) await chat.expectNoHorizontalScroll();
      await chat.recordedSomething();
      await stop.click();
      await expect(timer).toBeHidden();
      await expect(chat.composer).toHaveValue('Fake transcription: hello from the microphone', { timeout: 15_000 });
      await expect(chat.mic).toBeEnabled();
    });
  });
});
