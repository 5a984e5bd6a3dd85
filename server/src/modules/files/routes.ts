import multipart from '@fastify/multipart';
import { contract, FILE_MAX_BYTES, isAudioType, isImageType } from '@chat/protocol';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { AppError } from '../../lib/errors.ts';
import { tooLarge } from './service.ts';

/**
 * The one `file` part of a multipart request as bytes, the size limit enforced while it streams
 * (the upload stops at the limit; nothing beyond it is read into memory).
 */
export async function readFilePart(
  request: FastifyRequest,
  maxBytes: number,
  onTooLarge: () => AppError,
): Promise<{ name: string; bytes: Buffer }> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  } catch (error) {
    throw multipartError(error, onTooLarge);
  }
  if (!part || part.fieldname !== 'file')
    throw new AppError(422, 'validation_failed', 'Send the file in a multipart field named "file".');
  try {
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    throw multipartError(error, onTooLarge);
  }
}

function multipartError(error: unknown, onTooLarge: () => AppError): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return onTooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(415, 'unsupported_media_type', 'Send the file as multipart/form-data in a field named "file".');
  // Anything else while parsing (a malformed boundary or part header, a cut-off body) is the client's.
  return new AppError(400, 'bad_request', 'The upload is not a valid multipart request.', { cause: error });
}

/** Raster images, PDFs and audio may show inline; anything else downloads. Never HTML or SVG as such. */
const inlineType = (type: string) =>
  (isImageType(type) && type !== 'image/svg+xml') || type === 'application/pdf' || isAudioType(type);

/** POST /files stores an upload; GET /files/:id serves it to its owner only (404 for anyone else). */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const files = app.files;

  handle(app, contract.uploadFile, { config: { multipart: true } }, async (request, reply) => {
    const { name, bytes } = await readFilePart(request, FILE_MAX_BYTES, tooLarge);
    return reply.code(201).send(await files.upload(request.customer!.id, name, bytes));
  });

  handle(app, contract.getFile, async (request, reply) => {
    const { row, bytes } = await files.open(request.customer!.id, request.params.id);
    const type = inlineType(row.type)
      ? row.type
      : row.type === 'text/plain'
        ? 'text/plain; charset=utf-8'
        : 'application/octet-stream';
    const disposition = inlineType(row.type) ? 'inline' : 'attachment';
    return reply
      .header('content-type', type)
      .header('content-length', bytes.length)
      .header(
        'content-disposition',
        `${disposition}; filename="${asciiName(row.name)}"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('cache-control', 'private, max-age=86400')
      .send(bytes);
  });
};

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');
