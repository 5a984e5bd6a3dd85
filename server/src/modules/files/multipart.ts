import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { perCustomerLimit } from '../../plugins/rate-limit.ts';

/**
 * Room for the multipart envelope around an upload's file (boundaries, part headers): a request of
 * the file's largest size plus this is one the app reads (and deploy/nginx.conf lets through).
 */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/**
 * The one `file` part of a multipart request, its bytes still streaming: the parser stops passing
 * bytes on past `maxBytes` (the rest of the request is read and dropped).
 */
export async function openFilePart(
  request: FastifyRequest,
  maxBytes: number,
  onTooLarge: () => AppError,
): Promise<MultipartFile> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  } catch (error) {
    throw multipartError(error, onTooLarge);
  }
  if (!part || part.fieldname !== 'file')
    throw new AppError(422, 'validation_failed', 'Send the file in a multipart field named "file".');
  return part;
}

/**
 * The `file` part as bytes, for a recording that goes to a speech model whole (the provider's API
 * takes the bytes): the size limit is enforced while it streams, nothing beyond it is read into memory.
 */
export async function readFilePart(
  request: FastifyRequest,
  maxBytes: number,
  onTooLarge: () => AppError,
): Promise<{ name: string; bytes: Buffer }> {
  const part = await openFilePart(request, maxBytes, onTooLarge);
  try {
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    throw multipartError(error, onTooLarge);
  }
}

export function multipartError(error: unknown, onTooLarge: () => AppError): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return onTooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(415, 'unsupported_media_type', 'Send the file as multipart/form-data in a field named "file".');
  // Anything else while parsing (a malformed boundary or part header, a cut-off body) is the client's.
  return new AppError(400, 'bad_request', 'The upload is not a valid multipart request.', { cause: error });
}

/** The 429 of the upload routes (ASVS 2.4.1): the wait in seconds, which the web shows in the interface language. */
export const uploadLimit = (perMinute: number, multiplier: number) =>
  perCustomerLimit(
    perMinute,
    multiplier,
    (seconds) => `You are uploading too many files. Please wait ${seconds} seconds and try again.`,
  );
