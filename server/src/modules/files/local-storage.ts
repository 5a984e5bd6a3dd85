import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStorageKey, type FileStorage } from './storage.ts';

/** Files under a directory (DATA_DIR/files), one sub-directory per customer. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key);
  }

  /**
   * Written to a temporary file beside the final one, renamed into place once complete: a reader
   * never sees half a file, and a failed or abandoned upload removes its temporary file (a rename
   * within one directory is atomic).
   */
  async put(key: string, body: Buffer | Readable): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
