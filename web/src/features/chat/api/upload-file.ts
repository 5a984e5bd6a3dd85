import { API_PREFIX, routes, TIMEZONE_HEADER, type StoredFile } from '@chat/protocol';
import { ApiError, timeZone, toApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

export interface UploadOptions {
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /files (multipart, one field `file`) through XMLHttpRequest, the one browser API that
 * reports upload progress (hence not `api.call`). Same rules as the API client: same origin,
 * credentials, time zone.
 */
export function uploadFile(file: Blob & { name?: string }, { onProgress, signal }: UploadOptions = {}): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(routes.uploadFile.method, API_PREFIX + routes.uploadFile.path);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader(TIMEZONE_HEADER, timeZone());
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const payload = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(payload as StoredFile);
      } else reject(uploadError(xhr.status, payload));
    };
    xhr.onerror = () => reject(new ApiError(i18n.t('errors.noResponse'), undefined, undefined));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name ?? 'file');
    xhr.send(form);
  });
}

/**
 * A file over the size limit (413) and a refused type (415) have their own words; everything else,
 * a full storage (413 storage_full) and too many uploads (429) among them, as the API client says
 * it (§8: "Error 413: There is no room for this file…").
 */
function uploadError(status: number, payload: unknown): ApiError {
  const code = typeof payload === 'object' && payload && 'code' in payload ? String(payload.code) : undefined;
  if (status === 413 && code !== 'storage_full') return new ApiError(i18n.t('attachments.tooLarge'), status, code);
  if (status === 415) return new ApiError(i18n.t('attachments.unsupported'), status, code);
  return toApiError(status, payload);
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
