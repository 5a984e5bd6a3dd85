import { FILE_MAX_BYTES, FILES_PER_MESSAGE_MAX, type StoredFile } from '@chat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { StoredMessageFile } from '../../db/schema.ts';
import { presentFile } from '../chats/presenter.ts';
import type { FileRepository, FileRow } from './repository.ts';
import { sniffUpload } from './sniff.ts';
import { storageKey, type FileStorage } from './storage.ts';

/** An upload never attached to a message is removed after this long. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

const REFUSALS: Record<string, string> = {
  executable: 'Programs cannot be uploaded, whatever their name. Attach an image, a PDF or a text file.',
  unknown: 'This kind of file is not supported. Attach an image (PNG, JPEG, WebP, GIF), a PDF or a text or code file.',
};

/** A file with its bytes, as the send pipeline gives it to a model. */
export interface LoadedFile extends StoredMessageFile {
  bytes: Buffer;
}

export const toMessageFile = (row: FileRow): StoredMessageFile => ({
  id: row.id,
  name: row.name,
  type: row.type,
  size: row.size,
});

/** Stores, serves and removes a customer's files; the type is read from the content (sniff.ts). */
export class FileService {
  readonly repository: FileRepository;
  readonly storage: FileStorage;
  private readonly log: FastifyBaseLogger;

  constructor(repository: FileRepository, storage: FileStorage, log: FastifyBaseLogger) {
    this.repository = repository;
    this.storage = storage;
    this.log = log;
  }

  async upload(customerId: string, name: string, bytes: Buffer): Promise<StoredFile> {
    if (bytes.length > FILE_MAX_BYTES) throw tooLarge();
    if (bytes.length === 0) throw new AppError(422, 'validation_failed', 'The file is empty.');
    const sniffed = sniffUpload(bytes, name);
    if (!sniffed.ok) throw new AppError(415, 'unsupported_media_type', REFUSALS[sniffed.reason]!);
    return presentFile(toMessageFile(await this.store(customerId, cleanName(name), sniffed.type, bytes)));
  }

  /** A file the server made (generated image, spoken answer), already attached to its chat. */
  async storeGenerated(customerId: string, chatId: string, name: string, type: string, bytes: Buffer) {
    return toMessageFile(await this.store(customerId, name, type, bytes, chatId));
  }

  private async store(customerId: string, name: string, type: string, bytes: Buffer, chatId?: string): Promise<FileRow> {
    const id = newId();
    const key = storageKey(customerId, id);
    await this.storage.put(key, bytes, type);
    return this.repository.insert({
      id,
      customerId,
      name,
      type,
      size: bytes.length,
      storageKey: key,
      ...(chatId ? { chatId, attachedAt: new Date() } : {}),
    });
  }

  /** The owner's file with its bytes; anyone else's id is simply not found. */
  async open(customerId: string, id: string): Promise<{ row: FileRow; bytes: Buffer }> {
    const row = await this.repository.find(customerId, id);
    const bytes = row ? await this.storage.get(row.storageKey) : undefined;
    if (!row || !bytes) throw notFound('File not found.');
    return { row, bytes };
  }

  /** The files a send names: the sender's own uploads not attached to another message, with their bytes. */
  async forMessage(customerId: string, ids: string[], chatId: string): Promise<LoadedFile[]> {
    const unique = [...new Set(ids)];
    if (unique.length > FILES_PER_MESSAGE_MAX)
      throw new AppError(422, 'validation_failed', `At most ${FILES_PER_MESSAGE_MAX} files can be attached to one message.`);
    const rows = await this.repository.attachable(customerId, unique, chatId);
    if (rows.length !== unique.length) throw notFound('An attached file was not found.');
    const byId = new Map(rows.map((row) => [row.id, row]));
    return Promise.all(
      unique.map(async (id) => {
        const row = byId.get(id)!;
        const bytes = await this.storage.get(row.storageKey);
        if (!bytes) throw notFound('An attached file was not found.');
        return { ...toMessageFile(row), bytes };
      }),
    );
  }

  attach(ids: string[], chatId: string): Promise<void> {
    return this.repository.attach(ids, chatId);
  }

  /** Removes files whose chat is gone and day-old uploads never sent (one customer's, or everyone's). */
  async purgeDetached(customerId?: string, now = new Date()): Promise<number> {
    const rows = await this.repository.detached(new Date(now.getTime() - UNATTACHED_TTL_MS), customerId);
    await this.remove(rows);
    return rows.length;
  }

  /** Account deletion and data clearance: every file of the customer, bytes first. */
  async eraseCustomer(customerId: string): Promise<void> {
    await this.remove(await this.repository.ofCustomer(customerId));
  }

  private async remove(rows: FileRow[]): Promise<void> {
    for (const row of rows) await this.storage.delete(row.storageKey);
    await this.repository.delete(rows.map((row) => row.id));
    if (rows.length) this.log.info({ files: rows.length }, 'files removed');
  }
}

export const tooLarge = () =>
  new AppError(413, 'payload_too_large', `The file is too large: at most ${FILE_MAX_BYTES / (1024 * 1024)} MB.`);

/** A display name without path or control characters, at most 200 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}
