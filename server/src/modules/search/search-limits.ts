import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
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

/** What runs per key at once, at most; `run` refuses past it. */
export interface KeyLimit {
  run<T>(key: string, task: () => Promise<T>, refusal: () => Error): Promise<T>;
}

/** Counts what runs per key on this instance; `run` refuses when a key already has `max` running. */
export class PerKeyLimit implements KeyLimit {
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

/**
 * The same limit over every instance sharing one Redis (several behind one address): a customer's
 * searches spread over three instances would otherwise run six at once. A key's places are a
 * sorted set of place ids by when each lapses, so a place held by an instance that died comes back
 * after `holdMs` while the others stay counted. While Redis is away the instance's own count
 * applies, as the rate limits skip Redis then.
 */
export class SharedPerKeyLimit implements KeyLimit {
  private readonly local: PerKeyLimit;
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly max: number;
  private readonly holdMs: number;

  constructor(redis: Redis, prefix: string, max: number, holdMs: number) {
    this.local = new PerKeyLimit(max);
    this.redis = redis;
    this.prefix = prefix;
    this.max = max;
    this.holdMs = holdMs;
  }

  async run<T>(key: string, task: () => Promise<T>, refusal: () => Error): Promise<T> {
    const name = `${this.prefix}${key}`;
    const place = randomUUID();
    const taken = await this.take(name, place);
    if (taken === undefined) return this.local.run(key, task, refusal);
    if (taken > this.max) {
      await this.give(name, place);
      throw refusal();
    }
    try {
      return await task();
    } finally {
      await this.give(name, place);
    }
  }

  /** The places held with this one; undefined when Redis did not answer. */
  private async take(name: string, place: string): Promise<number | undefined> {
    const now = Date.now();
    const answers = await this.redis
      .multi()
      .zremrangebyscore(name, '-inf', now)
      .zadd(name, now + this.holdMs, place)
      .zcard(name)
      .pexpire(name, this.holdMs)
      .exec()
      .catch(() => null);
    const [error, count] = answers?.[2] ?? [new Error('no answer')];
    return error ? undefined : Number(count);
  }

  private async give(name: string, place: string): Promise<void> {
    await this.redis.zrem(name, place).catch(() => undefined);
  }
}
