import { runBoundedWorker } from '../../lib/bounded-worker.ts';

/** Budgets of one extraction: a PDF bomb hits one of them, never the server. */
export interface PdfLimits {
  maxPages: number;
  maxChars: number;
  timeMs: number;
  heapMb: number;
}
export const PDF_LIMITS: PdfLimits = { maxPages: 500, maxChars: 400_000, timeMs: 15_000, heapMb: 256 };

type PdfFailure = 'unreadable' | 'too-many-pages' | 'too-slow' | 'no-text';

interface WorkerAnswer {
  ok: boolean;
  pages?: number;
  text?: string;
  reason?: PdfFailure;
}

export type PdfText = { ok: true; pages: number; text: string } | { ok: false; reason: PdfFailure; pages?: number };

/**
 * The text of a PDF (unpdf, pdf.js inside), read in a worker thread with a heap limit and killed
 * at the time limit. A PDF whose pages carry no text (a scan) answers `no-text`.
 */
export async function extractPdfText(bytes: Buffer, limits: Partial<PdfLimits> = {}): Promise<PdfText> {
  const { maxPages, maxChars, timeMs, heapMb } = { ...PDF_LIMITS, ...limits };
  const outcome = await runBoundedWorker<WorkerAnswer>(
    'pdf-worker',
    { bytes: new Uint8Array(bytes), maxPages, maxChars },
    { heapMb, timeMs },
  );
  if (outcome.kind === 'timeout') return { ok: false, reason: 'too-slow' };
  // Out of memory or a crash inside pdf.js: the file is refused, the server goes on.
  if (outcome.kind !== 'message') return { ok: false, reason: 'unreadable' };
  const message = outcome.message;
  if (message.ok && message.text) return { ok: true, pages: message.pages ?? 0, text: message.text };
  if (message.ok) return { ok: false, reason: 'no-text', pages: message.pages ?? 0 };
  return { ok: false, reason: message.reason ?? 'unreadable', ...(message.pages ? { pages: message.pages } : {}) };
}
