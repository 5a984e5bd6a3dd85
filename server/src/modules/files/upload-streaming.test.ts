import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { FILE_MAX_BYTES } from '@chat/protocol';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { listeningUrl } from '../../test/socket.ts';
import type { FileStorage } from './storage.ts';

/**
 * Issue 19, item 5: 12 parallel uploads took the server from 436 to 802 MB, each file held whole in
 * memory before it was stored. Over a real socket, these tests watch what storage receives while
 * the client is still sending.
 */
const server = useTestApp({ listen: true });
const KB = 1024;
const CHUNK = 64 * KB;

/** What storage has been given by each upload: its chunks, counted as they pass on to the disk. */
let received: { chunks: number; bytes: number };
let put: MockInstance<FileStorage['put']>;
let reached: { bytes: number; resolve: () => void } | undefined;
beforeEach(() => {
  received = { chunks: 0, bytes: 0 };
  const storage = server.app.files.storage;
  const original = storage.put.bind(storage);
  put = vi.spyOn(storage, 'put').mockImplementation((key, body, type) => {
    if (Buffer.isBuffer(body)) return original(key, body, type);
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received.chunks++;
        received.bytes += chunk.length;
        if (reached && received.bytes >= reached.bytes) reached.resolve();
        callback(null, chunk);
      },
    });
    body.on('error', (error) => counted.destroy(error));
    return original(key, body.pipe(counted), type);
  });
  return () => put.mockRestore();
});
/** Resolves once storage has been given `bytes` bytes of the upload. */
const storageReceived = (bytes: number) =>
  new Promise<void>((resolve) => (received.bytes >= bytes ? resolve() : (reached = { bytes, resolve })));

/** A multipart upload sent over the socket by hand, chunk by chunk, as a browser on a slow line would. */
function openUpload(customer: TestCustomer, name: string) {
  const boundary = '----streamed-upload';
  const url = new URL('/api/files', listeningUrl(server.app));
  const request: ClientRequest = httpRequest(url, {
    method: 'POST',
    headers: { cookie: customer.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const answer = once(request, 'response').then(async ([response]) => {
    const chunks: Buffer[] = [];
    for await (const chunk of response as IncomingMessage) chunks.push(chunk as Buffer);
    return {
      status: (response as IncomingMessage).statusCode,
      body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
    };
  });
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  /** Sends `bytes` more bytes of the file, a chunk at a time, waiting for the socket to take each. */
  const send = async (bytes: number) => {
    for (let sent = 0; sent < bytes; sent += CHUNK) {
      if (!request.write(Buffer.alloc(Math.min(CHUNK, bytes - sent), 'a'))) await once(request, 'drain');
    }
  };
  const finish = () => request.end(`\r\n--${boundary}--\r\n`);
  return { send, finish, answer, request };
}

const onDisk = (customer: TestCustomer) =>
  readdir(path.join(server.app.config.dataDir, 'files', customer.id)).catch(() => [] as string[]);

describe('uploads stream to storage', () => {
  it('writes the file while it is still arriving, a chunk at a time, never holding it whole', async () => {
    const customer = await createSignedInCustomer(server.app);
    const upload = openUpload(customer, 'long.txt');
    await upload.send(1024 * KB);
    // Half the file is on its way to the disk before the client has sent the rest of it.
    await storageReceived(512 * KB);
    await upload.send(1024 * KB);
    upload.finish();
    const { status, body } = await upload.answer;
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: 'long.txt', type: 'text/plain', size: 2048 * KB });
    expect(received.bytes).toBe(2048 * KB);
    expect(received.chunks).toBeGreaterThan(8);
    const stored = await server.app.files.storage.get(`${customer.id}/${String(body._id)}`);
    expect(stored?.equals(Buffer.alloc(2048 * KB, 'a'))).toBe(true);
  });

  it('stops a file past the size limit with 413 and leaves no partial file on disk', async () => {
    const customer = await createSignedInCustomer(server.app);
    const upload = openUpload(customer, 'huge.txt');
    await upload.send(FILE_MAX_BYTES + 1);
    upload.finish();
    const { status, body } = await upload.answer;
    expect(status).toBe(413);
    expect(body).toEqual({ code: 'payload_too_large', message: 'The file is too large: at most 20 MB.' });
    await expect(put.mock.results[0]!.value as Promise<void>).rejects.toThrow();
    expect(received.bytes).toBeLessThanOrEqual(FILE_MAX_BYTES);
    expect(await onDisk(customer)).toEqual([]);
    expect(await server.app.files.repository.ofCustomer(customer.id)).toEqual([]);
  });

  it('removes the partial file when the client goes away mid-upload, and stores nothing', async () => {
    const customer = await createSignedInCustomer(server.app);
    const upload = openUpload(customer, 'cut.txt');
    upload.answer.catch(() => undefined);
    upload.request.on('error', () => undefined);
    await upload.send(512 * KB);
    await storageReceived(256 * KB);
    upload.request.destroy();
    await expect(put.mock.results[0]!.value as Promise<void>).rejects.toThrow();
    expect(await onDisk(customer)).toEqual([]);
    expect(await server.app.files.repository.ofCustomer(customer.id)).toEqual([]);
  });
});
