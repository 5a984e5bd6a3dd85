import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, stripControlCharacters, truncateText, type ImportSkip } from '@chat/protocol';
import type { ImportConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { isChatGptConversation, readChatGptConversation } from './chatgpt.ts';
import type { ReadConversation } from './exchanges.ts';
import { readOurConversation } from './ours.ts';
import { isZip, jsonFromZip, ZipRefused } from './zip.ts';

export type ImportLimits = Omit<ImportConfig, 'perHour'>;

/** A conversation left out, its title cut to what the summary shows (no control character, no half of a pair). */
export const skippedAs = (title: string, reason: ImportSkip['reason']): ImportSkip => ({
  title: truncateText(stripControlCharacters(title), 200),
  reason,
});

export interface ReadFile {
  conversations: ReadConversation[];
  skipped: ImportSkip[];
}

const notRecognized = (why = '') =>
  new AppError(400, 'import_not_recognized', `This file is not a ChatGPT export or one of ours${why}.`);

export const tooLarge = (maxBytes: number) =>
  new AppError(413, 'payload_too_large', `This file is larger than the ${Math.round(maxBytes / 1_048_576)} MB an import takes.`);

/**
 * An uploaded file → the conversations it holds, in the file's order, and those left out with
 * their reason. The file as a whole must be one of the formats, within the limits: otherwise a
 * clear 4xx and nothing is imported. A conversation of it that cannot be read is left out instead.
 */
export function readImportFile(bytes: Buffer, limits: ImportLimits, now: Date): ReadFile {
  const json = isZip(bytes) ? unzip(bytes, limits.maxBytes) : bytes;
  let document: unknown;
  try {
    // JSON.parse is not recursive in V8: a document nested 10,000 deep parses, and nothing below walks it deeply.
    document = JSON.parse(json.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw notRecognized(': it is not JSON');
  }
  const ours = isOurs(document);
  const items: unknown[] = ours ? ours : Array.isArray(document) ? document : isChatGptConversation(document) ? [document] : [];
  // An empty export is one (nothing to import); a list of anything but conversations is not.
  if (!ours && items.length > 0 && !items.some(isChatGptConversation)) throw notRecognized();
  if (!ours && !Array.isArray(document) && items.length === 0) throw notRecognized();
  if (items.length > limits.maxConversations)
    throw new AppError(
      400,
      'import_too_many',
      `This file holds ${items.length} conversations; one import takes at most ${limits.maxConversations}.`,
    );
  const read = ours ? readOurConversation : readChatGptConversation;
  const result: ReadFile = { conversations: [], skipped: [] };
  for (const item of items) {
    const conversation = read(item, now, limits.maxMessages);
    if ('reason' in conversation) result.skipped.push(skippedAs(conversation.title, conversation.reason));
    else result.conversations.push(conversation);
  }
  return result;
}

/** The conversations of one of our exports, or undefined when the document is not one. */
function isOurs(document: unknown): unknown[] | undefined {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return undefined;
  const record = document as Record<string, unknown>;
  if (record.format !== EXPORT_FORMAT) return undefined;
  if (record.version !== EXPORT_FORMAT_VERSION) throw notRecognized(': it was made by another version of this app');
  if (!Array.isArray(record.conversations)) throw notRecognized();
  return record.conversations as unknown[];
}

function unzip(bytes: Buffer, maxBytes: number): Buffer {
  try {
    return jsonFromZip(bytes, maxBytes);
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error;
    if (error.reason === 'too-large') throw tooLarge(maxBytes);
    throw notRecognized(error.reason === 'no-json' ? ': the ZIP holds no conversations.json' : ': the ZIP cannot be read');
  }
}
