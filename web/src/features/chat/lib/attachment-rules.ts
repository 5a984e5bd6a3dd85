import { FILE_MAX_BYTES, FILES_PER_MESSAGE_MAX } from '@chat/protocol';
import { isAllowedFile } from './file-types';

export type RejectReason = 'type' | 'size' | 'count' | 'empty';

export interface Rejected {
  name: string;
  reason: RejectReason;
}

/**
 * Splits the files a person picked, dropped or pasted into those to upload and those refused
 * with a reason, given how many are already attached (at most FILES_PER_MESSAGE_MAX a message).
 */
export function screenFiles<T extends { name: string; type: string; size: number }>(
  files: readonly T[],
  alreadyAttached: number,
): { accepted: T[]; rejected: Rejected[] } {
  const accepted: T[] = [];
  const rejected: Rejected[] = [];
  for (const file of files) {
    const reason: RejectReason | undefined = !isAllowedFile(file)
      ? 'type'
      : file.size > FILE_MAX_BYTES
        ? 'size'
        : file.size === 0
          ? 'empty'
          : alreadyAttached + accepted.length >= FILES_PER_MESSAGE_MAX
            ? 'count'
            : undefined;
    if (reason) rejected.push({ name: file.name, reason });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** "1.2 MB", "340 KB", "12 B" in the interface language. */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : bytes >= 1024 ? [bytes / 1024, 'kilobyte'] : [bytes, 'byte'];
  // Bytes spelled out ("512 bytes"): the short form of that unit reads "512 byte" in English.
  const unitDisplay = unit === 'byte' ? 'long' : 'short';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 }).format(value);
}
