import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listenOnLoopback } from './loopback.ts';

/**
 * A small S3-compatible server on loopback, path-style (`/<bucket>/<key>`): PutObject, GetObject
 * and DeleteObject, refusing requests not signed (SigV4) with the expected access key.
 */
export interface FakeS3 {
  endpoint: string;
  /** Stored objects by `bucket/key`. */
  objects: Map<string, { body: Buffer; type: string | undefined }>;
  close(): Promise<void>;
}

export const FAKE_S3_KEY = { accessKeyId: 'fake-access-key', secretAccessKey: 'fake-secret-key' };

export async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const server = createServer((request, response) => {
    void handle(request, response, objects).catch(() => response.writeHead(500).end());
  });
  const endpoint = await listenOnLoopback(server);
  return { endpoint, objects, close: () => closeServer(server) };
}

async function handle(request: IncomingMessage, response: ServerResponse, objects: FakeS3['objects']) {
  const authorization = request.headers.authorization ?? '';
  if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${FAKE_S3_KEY.accessKeyId}/`))
    return error(response, 403, 'InvalidAccessKeyId', 'The access key is not known.');
  const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname.slice(1));
  const raw = await readRaw(request);
  if (request.method === 'PUT') {
    const body = String(request.headers['content-encoding'] ?? '').includes('aws-chunked') ? decodeChunked(raw) : raw;
    objects.set(key, { body, type: request.headers['content-type'] });
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
