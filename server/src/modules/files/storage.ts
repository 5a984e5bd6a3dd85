import type { Readable } from 'node:stream';

/** Where file bytes live: a directory by default, any S3-compatible store when configured. */
export interface FileStorage {
  /**
   * Stores the bytes under the key. A stream is written as it arrives, never held whole in memory;
   * the object exists only once the stream has ended without error: a stream that fails (a size
   * limit, a refused type, the client gone) leaves nothing behind, and the promise rejects with
   * the stream's error.
   */
  put(key: string, body: Buffer | Readable, type: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are `<customer id>/<file id>`: two 24-hex ids, nothing a path could escape with. */
export const storageKey = (customerId: string, fileId: string) => `${customerId}/${fileId}`;
export const isStorageKey = (key: string) => /^[0-9a-f]{24}\/[0-9a-f]{24}$/.test(key);
