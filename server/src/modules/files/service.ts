import { Readable } from 'node:stream';
import { FILE_MAX_BYTES, FILES_PER_MESSAGE_MAX, truncateText, type StorageUsage, type StoredFile } from '@chat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { StoredMessageFile } from '../../db/schema.ts';
import { presentFile } from '../chats/presenter.ts';
import { multipartError } from './multipart.ts';
import type { FileRepository, FileRow } from './repository.ts';
import { storageKey, type FileStorage } from './storage.ts';
import { inspectUpload, UploadInspector, UploadInterrupted, UploadRefused } from './upload-stream.ts';

/** An upload never attached to a message is removed after this long. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

const REFUSALS: Record<string, string> = {
  executable: 'Programs cannot be uploaded, whatever their name. Attach an image, a PDF or a text file.',
  unknown: 'This kind of file is not supported. Attach an image (PNG, JPEG, WebP, GIF), a PDF or a text or code file.',
};

/** The plan in force for a customer and the bytes its files may take (billing's catalog). */
export type StoragePlan = (customerId: string) => Promise<{ plan: StorageUsage['plan']; limitBytes: number }>;

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
  private readonly storagePlan: StoragePlan;

  constructor(repository: FileRepository, storage: FileStorage, log: FastifyBaseLogger, storagePlan: StoragePlan) {
    this.repository = repository;
    this.storage = storage;
    this.log = log;
    this.storagePlan = storagePlan;
  }

  /** GET /files/storage: what the customer's files take and what the plan allows. */
  async usage(customerId: string): Promise<StorageUsage> {
    const [{ plan, limitBytes }, usedBytes] = await Promise.all([
      this.storagePlan(customerId),
      this.repository.storageUsed(customerId),
    ]);
    return { plan, usedBytes, limitBytes };
  }

  /**
   * Streams an upload to storage, never whole in memory. It may take what is left of the plan's
   * storage, at most FILE_MAX_BYTES: past that, or on a refused type, the stream stops and
   * nothing is kept. The row is written only if the customer's files still fit the plan then
   * (uploads running side by side are checked one after the other), else the bytes are removed.
   */
  async upload(customerId: string, name: string, source: Readable | Buffer): Promise<StoredFile> {
    const body = Buffer.isBuffer(source) ? Readable.from([source]) : source;
    const { limitBytes } = await this.storagePlan(customerId);
    const used = await this.repository.storageUsed(customerId);
    if (used >= limitBytes) {
      body.resume();
      throw storageFull(used, limitBytes);
    }
    const maxBytes = Math.min(FILE_MAX_BYTES, limitBytes - used);
    const refusal = (error: unknown) =>
      refusalOf(error, () => (maxBytes < FILE_MAX_BYTES ? storageFull(used, limitBytes) : tooLarge()));
    const inspector = inspectUpload(body, new UploadInspector(name, maxBytes));
    const id = newId();
    const key = storageKey(customerId, id);
    try {
      await this.storage.put(key, inspector, await inspector.type);
    } catch (error) {
      throw refusal(error);
    }
    const row = await this.repository.insertWithinQuota(
      { id, customerId, name: cleanName(name), type: await inspector.type, size: inspector.bytes, storageKey: key },
      limitBytes,
    );
    if (!row) {
      await this.storage.delete(key);
      throw storageFull(await this.repository.storageUsed(customerId), limitBytes);
    }
    return presentFile(toMessageFile(row));
  }

  /**
   * A file the server made (generated image, spoken answer), already attached to its chat. It
   * counts towards the customer's storage but is never refused for it: the answer was asked for
   * and paid by the message quota, and the chat's files go when the chat does.
   */
  async storeGenerated(customerId: string, chatId: string, name: string, type: string, bytes: Buffer) {
    const id = newId();
    const key = storageKey(customerId, id);
    await this.storage.put(key, bytes, type);
    const row = await this.repository.insert({
      id,
      customerId,
      name,
      type,
      size: bytes.length,
      storageKey: key,
      chatId,
      attachedAt: new Date(),
    });
    return toMessageFile(row);
  }

  /** The owner's file with its bytes; anyone else's id is simply not found. */
  async open(customerId: string, id: string): Promise<{ row: FileRow; bytes: Buffer }> {
    const row = await this.repository.find(customerId, id);
    const bytes = row ? await this.storage.get(row.storageKey) : undefined;
    if (!row || !bytes) throw notFound('File not found.');
    return { row, bytes };
  }

  /**
   * The files a send names: the sender's own uploads not attached to another message, with their
   * bytes. `versionIds`: a new version of an exchange (issue 21) sends again the files of its versions.
   */
  async forMessage(customerId: string, ids: string[], chatId: string, versionIds: string[] = []): Promise<LoadedFile[]> {
    const unique = [...new Set(ids)];
    if (unique.length > FILES_PER_MESSAGE_MAX)
      throw new AppError(422, 'validation_failed', `At most ${FILES_PER_MESSAGE_MAX} files can be attached to one message.`);
    const rows = await this.repository.attachable(customerId, unique, [chatId, ...versionIds]);
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

const MB = 1024 * 1024;
/** "98.2 MB", "1 GB": the figures of the storage message (binary units, as the 20 MB limit). */
export const storageAmount = (bytes: number) =>
  bytes >= 1024 * MB ? `${+(bytes / (1024 * MB)).toFixed(1)} GB` : `${+(bytes / MB).toFixed(1)} MB`;

/** 413: the plan's file storage has no room for this file; how to make some (the web shows it in the composer). */
export const storageFull = (usedBytes: number, limitBytes: number) =>
  new AppError(
    413,
    'storage_full',
    `There is no room for this file: ${storageAmount(usedBytes)} of your ${storageAmount(limitBytes)} of file storage are used. ` +
      'Delete conversations with files you no longer need, or upgrade your plan for more space.',
  );

/** An upload stopped while it streamed, as the answer the client gets; a storage failure stays a server error. */
function refusalOf(error: unknown, overLimit: () => AppError): unknown {
  if (error instanceof UploadInterrupted) return multipartError(error.cause, tooLarge);
  if (!(error instanceof UploadRefused)) return error;
  if (error.reason === 'too-large') return overLimit();
  if (error.reason === 'empty') return new AppError(422, 'validation_failed', 'The file is empty.');
  return new AppError(415, 'unsupported_media_type', REFUSALS[error.reason]!);
}

/** A display name without path or control characters, at most 200 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Whole characters only: a cut inside an emoji leaves half a pair, which the database refuses.
  const cleaned = truncateText(base.replace(/[\p{Cc}\p{Cf}"]/gu, '').trim(), 200);
  return cleaned || 'file';
}
