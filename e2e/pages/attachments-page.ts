import { expect, type Locator, type Page } from '@playwright/test';
import type { SampleFile } from '../support/sample-files';
import { ConversationPage } from './conversation-page';

/** The chat screen's attachments, media switches, dictation and read-aloud, as a person uses them. */
export class AttachmentsPage extends ConversationPage {
  readonly attachButton: Locator;
  readonly chips: Locator;
  readonly dropZone: Locator;
  readonly imageMode: Locator;
  readonly mic: Locator;
  readonly sendButton: Locator;
  /** Why uploads failed, in full, under the text box (a full storage, too many uploads). */
  readonly uploadFailure: Locator;

  constructor(page: Page, isMobile: boolean) {
    super(page, isMobile);
    this.attachButton = page.getByRole('button', { name: 'Attach files' });
    this.chips = page.getByTestId('attachment-chip');
    this.dropZone = page.getByTestId('drop-zone');
    this.imageMode = page.getByRole('button', { name: 'Create image' });
    this.mic = page.getByRole('button', { name: 'Dictate', exact: true });
    this.sendButton = page.locator('form:has(#composer) button[type="submit"]');
    this.uploadFailure = page.getByTestId('upload-failure');
  }

  /** Picks files through the paperclip's file chooser. */
  async attachByButton(...files: SampleFile[]) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.attachButton.click();
    await (await chooser).setFiles(files);
  }

  /** Drops files on the chat screen as a file manager would (a DataTransfer carrying Files). */
  async dropFiles(...files: SampleFile[]) {
    const payload = files.map(({ name, mimeType, buffer }) => ({ name, mimeType, base64: buffer.toString('base64') }));
    const dataTransfer = await this.page.evaluateHandle((items) => {
      const transfer = new DataTransfer();
      for (const { name, mimeType, base64 } of items) {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], name, { type: mimeType }));
      }
      return transfer;
    }, payload);
    await this.dropZone.dispatchEvent('dragenter', { dataTransfer });
    await expect(this.page.getByText('Drop files here to attach them').last()).toBeVisible();
    await this.dropZone.dispatchEvent('dragover', { dataTransfer });
    await this.dropZone.dispatchEvent('drop', { dataTransfer });
  }

  /** Waits until every chip has finished uploading. */
  async expectUploaded(count: number) {
    await expect(this.chips).toHaveCount(count);
    for (const chip of await this.chips.all()) await expect(chip).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  }

  /** Chooses the first model in the picker with `capability` (e.g. input image, output image), as the providers API lists them. */
  async chooseModelWith(kind: 'input' | 'output', capability: string) {
    const response = await this.page.request.get(`/api/ai/providers?web=true&${kind}=${capability}`);
    expect(response.ok()).toBe(true);
    const { providers } = (await response.json()) as { providers: { models: { name: string }[] }[] };
    const name = providers[0]?.models[0]?.name;
    expect(name, `the server offers a model with ${kind} ${capability}`).toBeDefined();
    await this.chooseModel(name!);
  }

  /**
   * Watches every MediaRecorder the page makes (call before the page loads), so that
   * `recordedSomething` can wait for the fake microphone's first audio instead of sleeping.
   */
  async watchRecorders() {
    await this.page.addInitScript(() => {
      const recorders: MediaRecorder[] = [];
      const watched = window as unknown as { recorders: MediaRecorder[]; recordedBytes: number };
      watched.recorders = recorders;
      watched.recordedBytes = 0;
      const start = MediaRecorder.prototype.start;
      MediaRecorder.prototype.start = function (this: MediaRecorder, timeslice?: number) {
        recorders.push(this);
        this.addEventListener('dataavailable', (event) => (watched.recordedBytes += event.data.size));
        start.call(this, timeslice);
      };
    });
  }

  /** Waits until the recording holds audio: asks the recorder for what it has until it has some. */
  async recordedSomething() {
    await expect
      .poll(() =>
        this.page.evaluate(() => {
          const watched = window as unknown as { recorders: MediaRecorder[]; recordedBytes: number };
          const recorder = watched.recorders.at(-1);
          if (recorder?.state === 'recording') recorder.requestData();
          return watched.recordedBytes;
        }),
      )
      .toBeGreaterThan(0);
  }

  /** No sideways scrolling on the page (phones). */
  async expectNoHorizontalScroll() {
    const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
}
