import { routes, type StoredFile } from '@chat/protocol';
import { ApiError, refusal } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { i18n, loadPageMessages } from '@/lib/i18n';
import { postFile } from '@/lib/post-file';

export interface UploadOptions {
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /files (multipart, one field `file`) with its progress; a refusal in the interface language. */
export async function uploadFile(
  file: Blob & { name?: string },
  { onProgress, signal }: UploadOptions = {},
): Promise<StoredFile> {
  const { status, payload } = await postFile(routes.uploadFile, file, { onProgress, signal });
  if (status < 200 || status >= 300) throw await uploadError(status, payload);
  onProgress?.(1);
  return payload as StoredFile;
}

/**
 * A file over the size limit (413) and a refused type (415) have their own words. A full storage
 * (413 storage_full) and too many uploads (429) read as §8 says ("Error 413: There is no room for
 * this file…"), in the interface language; everything else as the API client says it.
 */
async function uploadError(status: number, payload: unknown): Promise<ApiError> {
  const field = (name: string) =>
    typeof payload === 'object' && payload && name in payload ? String((payload as Record<string, unknown>)[name]) : undefined;
  const code = field('code');
  const localized = await localizedRefusal(code, field('message') ?? '');
  if (localized) return new ApiError(i18n.t('errors.status', { status, message: localized }), status, code);
  if (status === 413) return new ApiError(i18n.t('attachments.tooLarge'), status, code);
  if (status === 415) return new ApiError(i18n.t('attachments.unsupported'), status, code);
  return refusal(status, payload);
}

/** "0.7 MB", "5 GB" as the server writes them, in the interface language ("0,7 Mo"). */
const size = (amount: string, unit: string) =>
  formatNumber(Number(amount), undefined, {
    style: 'unit',
    unit: unit === 'GB' ? 'gigabyte' : 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });

/**
 * The server's message for a full storage or too many uploads, translated with the figures it
 * carries. Its texts are the profile's (account.storage), loaded with the other pages' when it
 * first happens: the first load of the chat carries neither them nor this code.
 */
async function localizedRefusal(code: string | undefined, message: string): Promise<string | undefined> {
  const full = code === 'storage_full' ? /: ([\d.]+) (MB|GB) of your ([\d.]+) (MB|GB) of file storage/.exec(message) : null;
  const wait = code === 'rate_limited' ? /Please wait (\d+) seconds/.exec(message) : null;
  if (!full && !wait) return undefined;
  await loadPageMessages();
  if (full) return i18n.t('account.storage.full', { used: size(full[1]!, full[2]!), limit: size(full[3]!, full[4]!) });
  return i18n.t('account.storage.tooMany', { count: Number(wait![1]) });
}
