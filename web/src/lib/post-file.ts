import { API_PREFIX, TIMEZONE_HEADER, type Route } from '@chat/protocol';
import { ApiError, timeZone } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

export interface PostFileOptions {
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  /** Every byte is sent: what follows is the server's work. */
  onSent?: () => void;
  signal?: AbortSignal;
}

/** The server's answer: its status and its JSON body (undefined when it had none). */
export interface PostFileAnswer {
  status: number;
  payload: unknown;
}

/**
 * POSTs one file as multipart (field `file`) through XMLHttpRequest, the one browser API that
 * reports upload progress (hence not `api.call`). Same rules as the API client: same origin,
 * credentials, time zone. Resolves with any answer, refused or not; rejects only when no answer
 * came (in the interface language) or the upload was cancelled (an AbortError).
 */
export function postFile(route: Route, file: Blob & { name?: string }, options: PostFileOptions = {}): Promise<PostFileAnswer> {
  const { onProgress, onSent, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, API_PREFIX + route.path);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader(TIMEZONE_HEADER, timeZone());
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    if (onSent) xhr.upload.onload = onSent;
    xhr.onload = () => resolve({ status: xhr.status, payload: parse(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(i18n.t('errors.noResponse'), undefined, undefined));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name ?? 'file');
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
