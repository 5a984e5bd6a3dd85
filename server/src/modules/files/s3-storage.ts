import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config.ts';
import type { FileStorage } from './storage.ts';

/**
 * A stream goes up in parts of this size (S3's smallest), one part at a time: an upload holds at
 * most one part in memory however large the file. A stream shorter than one part is sent as a
 * single PutObject.
 */
const PART_BYTES = 5 * 1024 * 1024;

/** Files in a bucket of any S3-compatible store (AWS, MinIO, R2…), through the AWS SDK. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  /** A stream that fails aborts its multipart upload (lib-storage's default): no object, no parts left. */
  async put(key: string, body: Buffer | Readable, type: string): Promise<void> {
    const params = { Bucket: this.bucket, Key: key, Body: body, ContentType: type };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand(params));
      return;
    }
    await new Upload({ client: this.client, params, partSize: PART_BYTES, queueSize: 1 }).done();
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
