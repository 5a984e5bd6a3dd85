import { ApiError, fetchApi } from './api-client';
import { i18n } from './i18n';

/** How much of a download has arrived; `total` is known when the server sent a Content-Length. */
export interface DownloadProgress {
  received: number;
  total: number | undefined;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave it (Content-Disposition), if any. */
  fileName: string | undefined;
}

/**
 * GETs a file of the API (an export), reading its body as it arrives so `onProgress` can show a
 * share of the Content-Length; failures read as the API client's (§8), a lost connection mid-file too.
 */
export async function downloadFile(
  path: string,
  options: {
    query?: Record<string, string>;
    onProgress?: (progress: DownloadProgress) => void;
    signal?: AbortSignal;
  } = {},
): Promise<DownloadedFile> {
  const response = await fetchApi('GET', path, { query: options.query, signal: options.signal, accept: '*/*' });
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName = fileNameOf(response.headers.get('content-disposition'));
  if (!response.body) return { blob: await response.blob(), fileName };
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  options.onProgress?.({ received, total });
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      options.onProgress?.({ received, total });
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(i18n.t('errors.noResponse'), undefined, undefined);
  }
  return { blob: new Blob(chunks, { type }), fileName };
}

/** Hands a file to the browser to save under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns: let it go only once the save has surely begun.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** RFC 6266: the UTF-8 `filename*` when there is one, else the plain `filename`. */
function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = disposition.match(/filename\*\s*=\s*UTF-8''([^;]+)/i)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return disposition.match(/filename\s*=\s*"([^"]*)"/i)?.[1] ?? disposition.match(/filename\s*=\s*([^;]+)/i)?.[1]?.trim();
}
