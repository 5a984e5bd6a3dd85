import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/lib/api-client';
import { changeLocale } from '@/lib/i18n';
import { uploadFile } from './upload-file';

/** A stand-in XMLHttpRequest that records what was sent and lets the test answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  responseType = '';
  status = 0;
  responseText = '';
  body: FormData | undefined;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

const pdf = () => new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });

describe('uploadFile (POST /api/files)', () => {
  it('posts the file as multipart field "file" with credentials and the time zone, reporting progress', async () => {
    const progress: number[] = [];
    const done = uploadFile(pdf(), { onProgress: (fraction) => progress.push(fraction) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/files', true]);
    expect(xhr.headers['x-timezone']).toBeTruthy();
    expect((xhr.body?.get('file') as File).name).toBe('report.pdf');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 8 });
    const stored = {
      _id: 'a'.repeat(24),
      name: 'report.pdf',
      type: 'application/pdf',
      size: 8,
      url: `/api/files/${'a'.repeat(24)}`,
    };
    xhr.answer(201, stored);
    await expect(done).resolves.toEqual(stored);
    expect(progress).toEqual([0.5, 1]);
  });

  it('says plainly when the file is too large or of a type the server refuses', async () => {
    const tooLarge = uploadFile(pdf());
    FakeXhr.last.answer(413, { message: 'File too large', code: 'payload_too_large' });
    await expect(tooLarge).rejects.toMatchObject({ status: 413, message: 'This file is larger than 20 MB.' });
    const unsupported = uploadFile(pdf());
    FakeXhr.last.answer(415, { message: 'Unsupported', code: 'unsupported_media_type' });
    const error = (await unsupported.catch((reason: unknown) => reason)) as ApiError;
    expect(error.code).toBe('unsupported_media_type');
    expect(error.message).toMatch(/cannot be attached/);
  });

  it('says a full storage and too many uploads as §8 does, in the interface language', async () => {
    const full = uploadFile(pdf());
    const message =
      'There is no room for this file: 99.5 MB of your 100 MB of file storage are used. ' +
      'Delete conversations with files you no longer need, or upgrade your plan for more space.';
    FakeXhr.last.answer(413, { message, code: 'storage_full' });
    await expect(full).rejects.toMatchObject({ status: 413, code: 'storage_full', message: `Error 413: ${message}` });

    await changeLocale('fr', { remember: false });
    const fullFr = uploadFile(pdf());
    FakeXhr.last.answer(413, { message: message.replace('99.5 MB of your 100 MB', '0.7 MB of your 1 GB'), code: 'storage_full' });
    const error = (await fullFr.catch((reason: unknown) => reason)) as ApiError;
    expect(error.message.replace(/[\u202f\u00a0]/g, ' ')).toBe(
      "Erreur 413 : Il n'y a plus de place pour ce fichier : vous utilisez 0,7 Mo de vos 1 Go de stockage de fichiers. " +
        "Supprimez les conversations contenant des fichiers dont vous n'avez plus besoin, ou passez à une formule supérieure pour plus d'espace.",
    );
    await changeLocale('ro', { remember: false });
    const fast = uploadFile(pdf());
    FakeXhr.last.answer(429, {
      message: 'You are uploading too many files. Please wait 3 seconds and try again.',
      code: 'rate_limited',
    });
    await expect(fast).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining('Încarci prea multe fișiere. Așteaptă 3 secunde și încearcă din nou.'),
    });
    await changeLocale('en', { remember: false });
  });

  it('a cancelled upload rejects as an abort', async () => {
    const controller = new AbortController();
    const upload = uploadFile(pdf(), { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
