import { routes, type ImportResponse } from '@chat/protocol';
import { refusal } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { postFile } from '@/lib/post-file';
import { addServerMessages } from '@/lib/server-messages';
import { onServerEvent } from '@/lib/socket';

// An import refused as a whole (server modules/imports/read-file.ts), shown in the interface language.
const NOT_OURS = 'This file is not a ChatGPT export or one of ours';
addServerMessages(
  {
    [`${NOT_OURS}.`]: 'account.import.errors.notRecognized',
    [`${NOT_OURS}: it is not JSON.`]: 'account.import.errors.notJson',
    [`${NOT_OURS}: the ZIP holds no conversations.json.`]: 'account.import.errors.zipWithoutJson',
    [`${NOT_OURS}: the ZIP cannot be read.`]: 'account.import.errors.zipUnreadable',
    [`${NOT_OURS}: it was made by another version of this app.`]: 'account.import.errors.otherVersion',
  },
  [
    {
      pattern: /^This file holds (\d+) conversations; one import takes at most (\d+)\.$/,
      key: 'account.import.errors.tooMany',
      values: (match) => ({ found: formatNumber(Number(match[1])), max: formatNumber(Number(match[2])) }),
    },
    {
      pattern: /^This file is larger than the (\d+) MB an import takes\.$/,
      key: 'account.import.errors.tooLarge',
      values: (match) => ({ max: formatNumber(Number(match[1])) }),
    },
    {
      pattern: /^You are importing too often\. Please wait (\d+) seconds and try again\.$/,
      key: 'account.import.errors.tooOften',
      values: (match) => ({ count: Number(match[1]) }),
    },
  ],
);

export interface ImportProgress {
  /** 0…1 while the file's bytes leave the browser; then the server imports (`importing`). */
  sent: number;
  importing: boolean;
  /** 0…1 of the file read and written by the server, from its first part written on (`import:progress`). */
  written?: number;
}

/**
 * POST /conversations/import (multipart, field `file`) with its upload progress, then the server's
 * writing progress over the socket. It answers once, with the summary, or with an error and
 * nothing imported.
 */
export async function importHistory(file: File, onProgress: (progress: ImportProgress) => void): Promise<ImportResponse> {
  const stopListening = onServerEvent('import:progress', ({ written, total }) =>
    onProgress({ sent: 1, importing: true, written: total > 0 ? written / total : 1 }),
  );
  const { status, payload } = await postFile(routes.importConversations, file, {
    onProgress: (sent) => onProgress({ sent, importing: false }),
    onSent: () => onProgress({ sent: 1, importing: true }),
  }).finally(stopListening);
  // A refusal's message is shown in the interface language with its figures (lib/server-messages.ts).
  if (status < 200 || status >= 300) throw refusal(status, payload);
  return payload as ImportResponse;
}
