import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { encodePng } from '../ai/media/png.ts';

/** A multipart/form-data body with one `file` part, as a browser's FormData sends it. */
export function multipartBody(name: string, bytes: Buffer, type: string, field = 'file') {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(
  app: FastifyInstance,
  cookie: string,
  name: string,
  bytes: Buffer,
  type = 'application/octet-stream',
  url = '/api/files',
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(name, bytes, type);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
}

/** A real PNG of the given size (a grey square). */
export function pngBytes(width = 3, height = 2): Buffer {
  return encodePng(width, height, new Uint8Array(width * height * 4).fill(128));
}

/** A PDF assembled from objects with a correct cross-reference table. */
function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF with one page per text, each written in Helvetica. */
export function textPdf(pages: string[]): Buffer {
  const first = 4;
  const kids = pages.map((_, index) => `${first + index * 2} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  pages.forEach((text, index) => {
    const stream = `BT /F1 18 Tf 50 700 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${first + index * 2 + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  return pdfOf(objects);
}

/** A page that only draws (like a scan): no text to extract. */
export function scannedPdf(): Buffer {
  const stream = '0 0 1 rg 50 50 500 700 re f';
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ]);
}

/** A page tree claiming a million pages: a PDF bomb for any reader that walks them all. */
export function pageBombPdf(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${'3 0 R '.repeat(2000)}] /Count 1000000 >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ]);
}

/** Starts like a PDF, then garbage. */
export const corruptPdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x5a)]);
