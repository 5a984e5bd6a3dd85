import type { FastifyReply } from 'fastify';

/**
 * `Content-Disposition` with the name twice (RFC 6266): an ASCII `filename` for old clients and the
 * exact UTF-8 one in `filename*` (RFC 8187, which leaves `'()*` to be percent-encoded too).
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The headers of a file the browser saves (an export): its type, its name, no sniffing into
 * something else, and no copy kept by a cache, as it holds the customer's conversations.
 */
export function asDownload(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
}
