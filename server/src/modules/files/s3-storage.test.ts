import { Readable } from 'node:stream';
import { FILE_MAX_BYTES } from '@chat/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { FAKE_S3_KEY, startFakeS3, type FakeS3 } from '../../test/fakes/s3.ts';
import { pngBytes, upload } from '../../test/files.ts';
import { S3FileStorage } from './s3-storage.ts';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
  return () => s3.close();
});
const server = useTestApp({
  env: () => ({
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'chat-files',
    S3_ACCESS_KEY_ID: FAKE_S3_KEY.accessKeyId,
    S3_SECRET_ACCESS_KEY: FAKE_S3_KEY.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  }),
});

const config = { endpoint: '', bucket: 'chat-files', region: 'us-east-1', forcePathStyle: true };
beforeAll(() => void (config.endpoint = s3.endpoint));
const key = `${'a'.repeat(24)}/${'b'.repeat(24)}`;

describe('S3-compatible file storage (AWS SDK against a fake S3 on loopback)', () => {
  it('keeps uploads in the bucket, serves them from it and removes them with the customer', async () => {
    const customer = await createSignedInCustomer(server.app);
    const png = pngBytes(4, 4);
    const stored = (await upload(server.app, customer.cookie, 'photo.png', png)).json<{ _id: string; url: string }>();
    const object = s3.objects.get(`chat-files/${customer.id}/${stored._id}`);
    expect(object?.body.equals(png)).toBe(true);
    expect(object?.type).toBe('image/png');

    const fetched = await server.app.inject({ url: stored.url, headers: { cookie: customer.cookie } });
    expect(fetched.rawPayload.equals(png)).toBe(true);

    await server.app.customerData.eraseAll(customer.id);
    expect(s3.objects.has(`chat-files/${customer.id}/${stored._id}`)).toBe(false);
    expect((await server.app.inject({ url: stored.url, headers: { cookie: customer.cookie } })).statusCode).toBe(404);
  });

  it('sends a large upload up in 5 MB parts; past the size limit it keeps nothing', async () => {
    const customer = await createSignedInCustomer(server.app);
    const text = Buffer.alloc(12 * 1024 * 1024, 'a');
    const partsBefore = s3.multipart.parts.length;
    const stored = (await upload(server.app, customer.cookie, 'long.txt', text)).json<{ _id: string }>();
    expect(s3.objects.get(`chat-files/${customer.id}/${stored._id}`)?.body.equals(text)).toBe(true);
    expect(s3.multipart.parts.slice(partsBefore)).toEqual([5, 5, 2].map((mb) => mb * 1024 * 1024));

    const huge = await upload(server.app, customer.cookie, 'huge.txt', Buffer.alloc(FILE_MAX_BYTES + 1, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(s3.pendingUploads.size).toBe(0);
    expect([...s3.objects.keys()].filter((key) => key.startsWith(`chat-files/${customer.id}/`))).toHaveLength(1);
  });

  it('aborts the multipart upload of a stream that fails part-way (a refused upload, a client gone)', async () => {
    const storage = new S3FileStorage({ ...config, ...FAKE_S3_KEY });
    const failing = Readable.from(
      (function* () {
        for (let i = 0; i < 8; i++) yield Buffer.alloc(1024 * 1024, 'a');
        throw new Error('the client went away');
      })(),
    );
    const abortedBefore = s3.multipart.aborted;
    await expect(storage.put(key, failing, 'text/plain')).rejects.toThrow('the client went away');
    expect(s3.multipart.aborted).toBe(abortedBefore + 1);
    expect(s3.pendingUploads.size).toBe(0);
    expect(s3.objects.has(`chat-files/${key}`)).toBe(false);
    storage.close();
  });

  it('answers undefined for a missing object and fails loudly on wrong credentials', async () => {
    const storage = new S3FileStorage({ ...config, ...FAKE_S3_KEY });
    expect(await storage.get(key)).toBeUndefined();
    storage.close();
    const wrong = new S3FileStorage({ ...config, accessKeyId: 'intruder', secretAccessKey: 'x' });
    await expect(wrong.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/access key/);
    wrong.close();
  });
});
