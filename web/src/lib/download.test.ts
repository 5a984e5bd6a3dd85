import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedListener, type ApiError } from './api-client';
import { downloadFile } from './download';

afterEach(() => {
  vi.restoreAllMocks();
  setUnauthorizedListener(undefined);
});

describe('downloadFile (an export)', () => {
  it('asks for any type with the query in the URL, and answers the file and its name', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('# Trip', {
        headers: { 'content-type': 'text/markdown', 'content-disposition': `attachment; filename*=UTF-8''Tr%C3%AEp.md` },
      }),
    );
    const progress: number[] = [];
    const file = await downloadFile('/conversations/a/export', {
      query: { format: 'markdown' },
      onProgress: ({ received }) => progress.push(received),
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/conversations/a/export?format=markdown');
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>).accept).toBe('*/*');
    expect(file.fileName).toBe('Trîp.md');
    expect(await file.blob.text()).toBe('# Trip');
    expect(progress.at(-1)).toBe(6);
  });

  it('signs out locally on a 401, as every other call does (§6), and says so (§8)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedListener(onUnauthorized);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ message: 'x' }), { status: 401 }));
    const error: unknown = await downloadFile('/conversations/export').catch((failure: unknown) => failure);
    expect((error as ApiError).message).toBe('Unauthorized. Please log in.');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
