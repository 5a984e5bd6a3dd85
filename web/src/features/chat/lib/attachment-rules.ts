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
