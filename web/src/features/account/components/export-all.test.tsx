// jsdom has no ReadableStream of its own; Node's is the one its Response reads.
import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportAll } from './export-all';

const ZIP_NAME = 'chat-assistant-conversations-2026-11-25.zip';

/** A response whose body the test writes piece by piece. */
function heldResponse(total: number) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const response = new Response(body as unknown as BodyInit, {
    headers: {
      'content-type': 'application/zip',
      'content-length': String(total),
      'content-disposition': `attachment; filename="${ZIP_NAME}"; filename*=UTF-8''${ZIP_NAME}`,
    },
  });
  return { response, send: (bytes: number) => controller.enqueue(new Uint8Array(bytes)), end: () => controller.close() };
}

describe("the profile's Your data: download all conversations", () => {
  let saved: HTMLAnchorElement[];
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the preparation, then the share of the known length downloaded, then saves the ZIP under its name', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    render(<ExportAll />);
    await userEvent.click(screen.getByRole('button', { name: 'Download all conversations (ZIP)' }));
    expect(fetch).toHaveBeenCalledWith('/api/conversations/export', expect.objectContaining({ credentials: 'include' }));
    expect(screen.getByRole('button', { name: 'Download all conversations (ZIP)' })).toBeDisabled();
    expect(screen.getByText('Preparing your export…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export download' })).not.toHaveAttribute('aria-valuenow');

    const held = heldResponse(2048);
    await act(async () => answer(held.response));
    await act(async () => held.send(1024));
    const bar = await screen.findByRole('progressbar', { name: 'Export download' });
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('Downloaded 1 kB of 2 kB')).toBeInTheDocument();

    await act(async () => {
      held.send(1024);
      held.end();
    });
    expect(await screen.findByRole('status')).toHaveTextContent(`Saved as ${ZIP_NAME}.`);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved.map((link) => link.download)).toEqual([ZIP_NAME]);
  });

  it('says why it failed, in words', async () => {
    const refusal = { message: 'Too many requests. Please wait 30 seconds and try again.', code: 'rate_limited' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(refusal, { status: 429 })),
    );
    render(<ExportAll />);
    await userEvent.click(screen.getByRole('button', { name: 'Download all conversations (ZIP)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export could not be downloaded: Error 429: Too many requests. Please wait 30 seconds and try again.',
    );
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download all conversations (ZIP)' })).toBeEnabled();
  });
});
