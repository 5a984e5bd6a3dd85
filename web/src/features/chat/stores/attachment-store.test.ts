import type { StoredFile } from '@chat/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { UploadOptions } from '../api/upload-file';
import { uploadedFiles, useAttachmentStore } from './attachment-store';

const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

/** Each upload waits until the test settles it, reporting progress on the way. */
const pending = vi.hoisted(
  () => [] as { file: File; options: UploadOptions; resolve: (file: StoredFile) => void; reject: (error: unknown) => void }[],
);
vi.mock('../api/upload-file', () => ({
  uploadFile: (file: File, options: UploadOptions) =>
    new Promise((resolve, reject) => {
      pending.push({ file, options, resolve, reject });
      options.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
    }),
}));

const stored = (name: string, type: string): StoredFile => ({ _id: 'a'.repeat(24), name, type, size: 3, url: '/api/files/x' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const state = () => useAttachmentStore.getState();

beforeEach(() => {
  pending.length = 0;
  vi.clearAllMocks();
});
afterEach(() => state().clear());

describe('attachment store (composer chips)', () => {
  it('uploads each accepted file with progress, then keeps its stored copy', async () => {
    await state().add([
      new File(['png'], 'cat.png', { type: 'image/png' }),
      new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }),
    ]);
    expect(state().items.map((item) => [item.name, item.status])).toEqual([
      ['cat.png', 'uploading'],
      ['doc.pdf', 'uploading'],
    ]);
    pending[0]!.options.onProgress?.(0.5);
    expect(state().items[0]?.progress).toBe(0.5);
    pending[0]!.resolve(stored('cat.png', 'image/png'));
    await flush();
    expect(state().items[0]).toMatchObject({ status: 'done', progress: 1 });
    expect(uploadedFiles(state().items).map((file) => file.name)).toEqual(['cat.png']);
  });

  it('shows the server refusal on the chip, and a toast for files refused before upload', async () => {
    await state().add([new File(['x'], 'big.png', { type: 'image/png' }), new File(['x'], 'movie.mp4', { type: 'video/mp4' })]);
    expect(toast.error).toHaveBeenCalledWith('Some files were not attached', {
      description: 'movie.mp4: this type of file cannot be attached.',
    });
    pending[0]!.reject(new ApiError('This file is larger than 20 MB.', 413, 'payload_too_large'));
    await flush();
    expect(state().items).toEqual([expect.objectContaining({ status: 'error', error: 'This file is larger than 20 MB.' })]);
  });

  it('removing a chip cancels its upload; clear empties the composer and the spoken-answer wish', async () => {
    await state().add([new File(['a'], 'a.txt', { type: 'text/plain' }), new File(['b'], 'b.txt', { type: 'text/plain' })]);
    state().setSpokenAnswer(true);
    const first = state().items[0]!;
    state().remove(first.id);
    expect(pending[0]!.options.signal?.aborted).toBe(true);
    expect(state().items.map((item) => item.name)).toEqual(['b.txt']);
    state().clear();
    expect(pending[1]!.options.signal?.aborted).toBe(true);
    expect(state()).toMatchObject({ items: [], spokenAnswer: false });
  });

  it('keeps the order of files added in quick succession (button, then a drop) and counts across them', async () => {
    const first = state().add([new File(['png'], 'first.png', { type: 'image/png' })]);
    const second = state().add(
      Array.from({ length: 10 }, (_, index) => new File(['t'], `note-${index}.txt`, { type: 'text/plain' })),
    );
    await Promise.all([first, second]);
    const names = state().items.map((item) => item.name);
    expect(names[0]).toBe('first.png');
    expect(names).toHaveLength(10);
  });
});
