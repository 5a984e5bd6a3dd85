import { describe, expect, it } from 'vitest';
import { corruptPdf, scannedPdf, textPdf } from '../../test/files.ts';
import { extractPdfText } from './pdf-text.ts';

describe('PDF text extraction and its budgets', () => {
  it('reads the text of every page with the page count', async () => {
    expect(await extractPdfText(textPdf(['First page', 'Second page']))).toEqual({
      ok: true,
      pages: 2,
      text: 'First page\nSecond page',
    });
  });

  it('stops at the text budget', async () => {
    const result = await extractPdfText(textPdf(['a'.repeat(50), 'b'.repeat(50)]), { maxChars: 60 });
    expect(result).toEqual({ ok: true, pages: 2, text: expect.stringMatching(/^a{50}\nb{9}$/) });
  });

  it('refuses more pages than the page budget, a scan without text, a corrupt file, and gives up at the time limit', async () => {
    expect(await extractPdfText(textPdf(['1', '2', '3']), { maxPages: 2 })).toEqual({
      ok: false,
      reason: 'too-many-pages',
      pages: 3,
    });
    expect(await extractPdfText(scannedPdf())).toEqual({ ok: false, reason: 'no-text', pages: 1 });
    expect(await extractPdfText(corruptPdf())).toEqual({ ok: false, reason: 'unreadable' });
    expect(await extractPdfText(textPdf(['slow']), { timeMs: 1 })).toEqual({ ok: false, reason: 'too-slow' });
  });
});
