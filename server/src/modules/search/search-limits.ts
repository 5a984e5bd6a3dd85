import { AppError } from '../../lib/errors.ts';

/**
 * Searches one customer may have running at once on an instance (issue 37: eight in parallel on a
 * large account kept PGlite's one connection for 14 s). Two, because the search box asks again as
 * the customer types while the previous answer may still be on its way.
 */
export const SEARCHES_PER_CUSTOMER = 2;

/**
 * How long one search statement may run on PostgreSQL before it is cancelled. PGlite cannot cancel
 * a statement (one WebAssembly thread, no timer signal: `statement_timeout` is ignored there), so on
 * it the bound is the work itself: the snippets read at most SNIPPET_SOURCE_CHARACTERS of a message.
 */
export const SEARCH_TIMEOUT_MS = 5_000;

/** PostgreSQL's code for a statement cancelled by its time-out. */
const QUERY_CANCELED = '57014';

export const searchBusy = () =>
  new AppError(429, 'rate_limited', 'Another search of yours is still running. Try again in a moment.');

/** A cancelled search becomes a clear 503; anything else is left as it was. */
export function timedOut(error: unknown): AppError | undefined {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (code !== QUERY_CANCELED) return undefined;
  return new AppError(503, 'service_unavailable', 'This search took too long. Try fewer or more specific words.', {
    cause: error,
  });
}

/** Counts what runs per key; `run` refuses when a key already has `max` running. */
export class PerKeyLimit {
  private readonly running = new Map<string, number>();
  private readonly max: number;

  constructor(max: number) {
    this.max = max;
  }

  async run<T>(key: string, task: () => Promise<T>, refusal: () => Error): Promise<T> {
    const now = this.running.get(key) ?? 0;
    if (now >= this.max) throw refusal();
    this.running.set(key, now + 1);
    try {
      return await task();
    } finally {
      const left = (this.running.get(key) ?? 1) - 1;
      if (left === 0) this.running.delete(key);
      else this.running.set(key, left);
    }
  }
}
