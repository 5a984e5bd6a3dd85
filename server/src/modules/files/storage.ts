/** Where file bytes live: a directory by default, any S3-compatible store when configured. */
export interface FileStorage {
  put(key: string, bytes: Buffer, type: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are `<customer id>/<file id>`: two 24-hex ids, nothing a path could escape with. */
export const storageKey = (customerId: string, fileId: string) => `${customerId}/${fileId}`;
export const isStorageKey = (key: string) => /^[0-9a-f]{24}\/[0-9a-f]{24}$/.test(key);
