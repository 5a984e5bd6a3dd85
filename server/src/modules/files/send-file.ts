import { isAudioType, isImageType } from '@chat/protocol';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../lib/download.ts';
import type { FileRow } from './repository.ts';

/** Raster images, PDFs and audio may show inline; anything else downloads. Never HTML or SVG as such. */
const inlineType = (type: string) =>
  (isImageType(type) && type !== 'image/svg+xml') || type === 'application/pdf' || isAudioType(type);

/** Sends a stored file's bytes with headers that keep the browser from running it as a page. */
export function sendStoredFile(reply: FastifyReply, row: FileRow, bytes: Buffer, cacheControl: string) {
  const inline = inlineType(row.type);
  const type = inline ? row.type : row.type === 'text/plain' ? 'text/plain; charset=utf-8' : 'application/octet-stream';
  return reply
    .header('content-type', type)
    .header('content-length', bytes.length)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', row.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', cacheControl)
    .send(bytes);
}
