import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listenOnLoopback } from './loopback.ts';

/**
 * A small S3-compatible server on loopback, path-style (`/<bucket>/<key>`): PutObject, GetObject,
 * DeleteObject and the multipart upload (create, upload part, complete, abort), refusing requests
 * not signed (SigV4) with the expected access key.
 */
export interface FakeS3 {
  endpoint: string;
  /** Stored objects by `bucket/key`. */
  objects: Map<string, { body: Buffer; type: string | undefined }>;
  /** Multipart uploads begun and not yet completed or aborted, by upload id. */
  pendingUploads: Map<string, MultipartUpload>;
  /** What the multipart calls did, for tests that check an upload went up in parts. */
  multipart: { created: number; parts: number[]; completed: number; aborted: number };
  close(): Promise<void>;
}

interface MultipartUpload {
  key: string;
  type: string | undefined;
  parts: Map<number, Buffer>;
}

type Store = Pick<FakeS3, 'objects' | 'pendingUploads' | 'multipart'>;

export const FAKE_S3_KEY = { accessKeyId: 'fake-access-key', secretAccessKey: 'fake-secret-key' };

export async function startFakeS3(): Promise<FakeS3> {
  const store: Store = {
    objects: new Map(),
    pendingUploads: new Map(),
    multipart: { created: 0, parts: [], completed: 0, aborted: 0 },
  };
  const server = createServer((request, response) => {
    void handle(request, response, store).catch(() => response.writeHead(500).end());
  });
  const endpoint = await listenOnLoopback(server);
  return { endpoint, ...store, close: () => closeServer(server) };
}

async function handle(request: IncomingMessage, response: ServerResponse, store: Store) {
  const { objects } = store;
  const authorization = request.headers.authorization ?? '';
  if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${FAKE_S3_KEY.accessKeyId}/`))
    return error(response, 403, 'InvalidAccessKeyId', 'The access key is not known.');
  const url = new URL(request.url ?? '/', 'http://s3');
  const key = decodeURIComponent(url.pathname.slice(1));
  const raw = await readRaw(request);
  const body = () => (String(request.headers['content-encoding'] ?? '').includes('aws-chunked') ? decodeChunked(raw) : raw);
  if (url.searchParams.has('uploads') || url.searchParams.has('uploadId'))
    return handleMultipart(request, response, store, url, body);
  if (request.method === 'PUT') {
    objects.set(key, { body: body(), type: request.headers['content-type'] });
    return response.writeHead(200, { etag: '"fake"' }).end();
  }
  if (request.method === 'GET') {
    const object = objects.get(key);
    if (!object) return error(response, 404, 'NoSuchKey', 'The specified key does not exist.');
    return response
      .writeHead(200, { 'content-type': object.type ?? 'application/octet-stream', 'content-length': object.body.length })
      .end(object.body);
  }
  if (request.method === 'DELETE') {
    objects.delete(key);
    return response.writeHead(204).end();
  }
  return error(response, 405, 'MethodNotAllowed', 'Not supported by the fake.');
}

/** CreateMultipartUpload, UploadPart, CompleteMultipartUpload and AbortMultipartUpload. */
function handleMultipart(request: IncomingMessage, response: ServerResponse, store: Store, url: URL, body: () => Buffer) {
  const key = decodeURIComponent(url.pathname.slice(1));
  const [bucket, ...rest] = key.split('/');
  const xml = (text: string) =>
    response.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
  if (request.method === 'POST' && url.searchParams.has('uploads')) {
    const uploadId = `upload-${++store.multipart.created}`;
    store.pendingUploads.set(uploadId, { key, type: request.headers['content-type'], parts: new Map() });
    return xml(
      `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${rest.join('/')}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
    );
  }
  const uploadId = url.searchParams.get('uploadId') ?? '';
  const upload = store.pendingUploads.get(uploadId);
  if (!upload) return error(response, 404, 'NoSuchUpload', 'The specified upload does not exist.');
  if (request.method === 'PUT') {
    const part = body();
    upload.parts.set(Number(url.searchParams.get('partNumber')), part);
    store.multipart.parts.push(part.length);
    return response.writeHead(200, { etag: `"part-${upload.parts.size}"` }).end();
  }
  store.pendingUploads.delete(uploadId);
  if (request.method === 'DELETE') {
    store.multipart.aborted++;
    return response.writeHead(204).end();
  }
  const parts = [...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part);
  store.objects.set(upload.key, { body: Buffer.concat(parts), type: upload.type });
  store.multipart.completed++;
  return xml(
    `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${rest.join('/')}</Key><ETag>"fake"</ETag></CompleteMultipartUploadResult>`,
  );
}

function error(response: ServerResponse, status: number, code: string, message: string) {
  response
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

function readRaw(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The aws-chunked body the SDK may send: `<hex size>[;ext]\r\n<data>\r\n` … `0\r\n<trailers>`. */
function decodeChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset);
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}
