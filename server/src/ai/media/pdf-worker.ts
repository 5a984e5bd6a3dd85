// Runs in a worker thread (pdf-text.ts): a hostile PDF may only exhaust this thread, which is
// terminated at the time limit. Reads at most the page and text budgets it is given.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';

interface Job {
  bytes: Uint8Array;
  maxPages: number;
  maxChars: number;
}

const { bytes, maxPages, maxChars } = workerData as Job;

try {
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  const pages = pdf.numPages;
  if (pages > maxPages) {
    parentPort!.postMessage({ ok: false, reason: 'too-many-pages', pages });
  } else {
    let text = '';
    for (let number = 1; number <= pages && text.length < maxChars; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const line = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      text += `${line.replace(/\s+/g, ' ').trim()}\n`;
      page.cleanup();
    }
    await pdf.destroy();
    parentPort!.postMessage({ ok: true, pages, text: text.slice(0, maxChars).trim() });
  }
} catch (error) {
  parentPort!.postMessage({ ok: false, reason: 'unreadable', detail: (error as Error).message });
}
