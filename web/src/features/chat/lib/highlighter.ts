import type { HighlightRequest, HighlightResponse } from './highlight.worker';

const pending = new Map<number, (html: string | undefined) => void>();
let nextId = 0;
/** The worker, null once it proved unavailable (no Worker, or its script failed to load). */
let worker: Worker | null | undefined;

/**
 * Without the worker code stays plain: highlighting on the main thread instead would put shiki
 * and its grammars in the bundle twice and bring back the long tasks the worker removed.
 */
function giveUp() {
  worker?.terminate();
  worker = null;
  for (const resolve of pending.values()) resolve(undefined);
  pending.clear();
}

function highlightWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker !== 'function') return (worker = null);
  try {
    worker = new Worker(new URL('./highlight.worker.ts', import.meta.url), { type: 'module', name: 'highlight' });
  } catch {
    return (worker = null);
  }
  worker.addEventListener('message', ({ data }: MessageEvent<HighlightResponse>) => {
    pending.get(data.id)?.(data.html);
    pending.delete(data.id);
  });
  worker.addEventListener('error', giveUp);
  return worker;
}

/** The code as highlighted HTML, or undefined (plain code) for a language shiki does not know. */
export function highlight(code: string, language: string): Promise<string | undefined> {
  const target = highlightWorker();
  if (!target) return Promise.resolve(undefined);
  const request: HighlightRequest = { id: nextId++, code, language };
  return new Promise((resolve) => {
    pending.set(request.id, resolve);
    target.postMessage(request);
  });
}
