import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { AttachmentsPage } from '../pages/attachments-page';
import { expectFakeAiReceived } from '../support/fake-ai-requests';
import { signInThroughApi, uniqueEmail } from '../support/outbox';
import { samplePdf, samplePng } from '../support/sample-files';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

const anyAnswer = /\S/;

/**
 * Once with the offline demo (the embedded default: it acknowledges files and draws a DEMO picture)
 * and once with a provider, the fake OpenAI server (vision parts, image generation, transcription
 * and speech through the real AI SDK client).
 */
for (const fakeAi of [false, true]) {
  test.describe(`attachments and media with ${fakeAi ? 'a provider' : 'the offline demo'}, as a person uses them`, () => {
    test.use({ baseURL: fakeAi ? servers.ai : servers.demo });

    test('attach an image by the button and a PDF by drag and drop, send them, see them on the message, open the image', async ({
      page,
      isMobile,
      playwright,
      baseURL,
    }) => {
      await signInAsNewCustomer(page, 'attach');
      const chat = new AttachmentsPage(page, isMobile);
      await chat.goto('/?conversation=general');
      await chat.chooseModelWith('input', 'image');

      await chat.attachByButton(samplePng());
      await chat.dropFiles(samplePdf());
      await chat.expectUploaded(2);
      await expect(chat.chips.nth(0)).toContainText('pixel.png');
      await expect(chat.chips.nth(1)).toContainText('brief.pdf');
      if (isMobile) await chat.expectNoHorizontalScroll();

      const question = `What do these files say? (${randomUUID().slice(0, 8)})`;
      await chat.send(question);
      await expect(chat.chips).toHaveCount(0);
      const message = chat.user.last();
      await expect(message).toContainText('What do these files say?');
      const image = message.getByRole('button', { name: 'Open pixel.png full size' });
      await expect(image).toBeVisible();
      const download = message.getByRole('link', { name: 'Download brief.pdf' });
      await expect(download).toHaveAttribute('href', /^\/api\/files\/[0-9a-f]{24}$/);
      await chat.waitForAnswer(anyAnswer);
      if (fakeAi) await expectFakeAiReceived(question, 'data:image/png;base64,');

      await image.click();
      const full = chat.dialog.getByTestId('lightbox-image');
      await expect(full).toBeVisible();
      await expect.poll(() => full.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(chat.dialog).toBeHidden();

      // The files stay with the message after a reload, and only their owner can fetch them.
      await page.reload();
      await expect(download).toBeVisible();
      const fileUrl = (await download.getAttribute('href'))!;
      expect((await page.request.get(fileUrl)).status()).toBe(200);
      const stranger = await playwright.request.newContext({ baseURL });
      await signInThroughApi(stranger, uniqueEmail('stranger'));
      expect([403, 404]).toContain((await stranger.get(fileUrl)).status());
      await stranger.dispose();
    });

    test('image mode: ask for a picture and get it in the answer', async ({ page, isMobile }) => {
      await signInAsNewCustomer(page, 'image');
      const chat = new AttachmentsPage(page, isMobile);
      await chat.goto('/?conversation=general');
      await chat.chooseModelWith('output', 'image');
      await chat.imageMode.click();
      await expect(chat.imageMode).toHaveAttribute('aria-pressed', 'true');
      await chat.send('A red bicycle on a beach');
      const picture = chat.assistant.last().getByRole('button', { name: /full size$/ });
      await expect(picture).toBeVisible({ timeout: 30_000 });
      await expect
        .poll(() => picture.locator('img').evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      if (isMobile) await chat.expectNoHorizontalScroll();
    });

    test('play an answer aloud and stop it', async ({ page, isMobile }) => {
      // Headless Chromium has no audio output or voices: record what would be heard instead.
      await page.addInitScript(() => {
        const heard = { audio: 0, spoken: [] as string[] };
        (window as unknown as { heard: typeof heard }).heard = heard;
        HTMLMediaElement.prototype.play = function play() {
          heard.audio += 1;
          return Promise.resolve();
        };
        window.speechSynthesis.speak = (utterance) => void heard.spoken.push(utterance.text);
      });
      await signInAsNewCustomer(page, 'speak');
      const chat = new AttachmentsPage(page, isMobile);
      await chat.goto('/?conversation=general');
      await chat.send('Say hello');
      await chat.waitForAnswer(anyAnswer);
      const answer = chat.assistant.last();
      await answer.getByRole('button', { name: 'Read aloud' }).click();
      const stop = answer.getByRole('button', { name: 'Stop reading' });
      await expect(stop).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => {
            const { heard } = window as unknown as { heard: { audio: number; spoken: string[] } };
            return heard.audio + heard.spoken.length;
          }),
        )
        .toBeGreaterThan(0);
      await stop.click();
      await expect(answer.getByRole('button', { name: 'Read aloud' })).toBeVisible();
    });
  });
}
