import { Worker } from 'node:worker_threads';
import { workerFile } from '../../runtime-paths.ts';

/** Budgets of one extraction: a PDF bomb hits one of them, never the server. */
export interface PdfLimits {
  maxPages: number;
  maxChars: number;
  timeMs: number;
  heapMb: number;
}
export const PDF_LIMITS: PdfLimits = { maxPages: 500, maxChars: 400_000, timeMs: 15_000, heapMb: 256 };

type PdfFailure = 'unreadable' | 'too-many-pages' | 'too-slow' | 'no-text';

export type PdfText = { ok: true; pages: number; text: string } | { ok: false; reason: PdfFailure; pages?: number };

/**
 * The text of a PDF (unpdf, pdf.js inside), read in a worker thread with a heap limit and killed
 * at the time limit. A PDF whose pages carry no text (a scan) answers `no-text`.
 */
export function extractPdfText(bytes: Buffer, limits: Partial<PdfLimits> = {}): Promise<PdfText> {
  const { maxPages, maxChars, timeMs, heapMb } = { ...PDF_LIMITS, ...limits };
  return new Promise((resolve) => {
    const worker = new Worker(workerFile('pdf-worker'), {
      workerData: { bytes: new Uint8Array(bytes), maxPages, maxChars },
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    let settled = false;
    const finish = (result: PdfText) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'too-slow' }), timeMs);
    worker.on('message', (message: { ok: boolean; pages?: number; text?: string; reason?: PdfFailure }) => {
      if (message.ok && message.text) return finish({ ok: true, pages: message.pages ?? 0, text: message.text });
      if (message.ok) return finish({ ok: false, reason: 'no-text', pages: message.pages ?? 0 });
      finish({ ok: false, reason: message.reason ?? 'unreadable', ...(message.pages ? { pages: message.pages } : {}) });
    });
    // Out of memory or a crash inside pdf.js: the file is refused, the server goes on.
    worker.on('error', () => finish({ ok: false, reason: 'unreadable' }));
    worker.on('exit', () => finish({ ok: false, reason: 'unreadable' }));
  });
}
