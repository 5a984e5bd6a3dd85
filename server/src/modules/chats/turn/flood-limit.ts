import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from '../../../lib/errors.ts';

/** Limits how many messages one customer may send per window; throws a 429 AppError beyond it. */
export interface FloodGuard {
  check(customerId: string, now?: number): void | Promise<void>;
}

const tooQuickly = () =>
  new AppError(429, 'rate_limited', 'You are sending messages too quickly. Please wait a moment and try again.');

/** Per-customer sliding window on sends (ASVS 2.4.1: AI calls are costly), in this instance's memory. */
export class FloodLimit implements FloodGuard {
  private readonly sends = new Map<string, number[]>();

  private readonly perMinute: number;
  private readonly windowMs: number;

  constructor(perMinute: number, windowMs: number = 60_000) {
    this.perMinute = perMinute;
    this.windowMs = windowMs;
  }

  check(customerId: string, now = Date.now()): void {
    const recent = (this.sends.get(customerId) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.perMinute) {
      this.sends.set(customerId, recent);
      throw tooQuickly();
    }
    recent.push(now);
    this.sends.set(customerId, recent);
    if (this.sends.size > 10_000) this.sweep(now);
  }

  private sweep(now: number) {
    for (const [id, times] of this.sends) if (times.every((at) => now - at >= this.windowMs)) this.sends.delete(id);
  }
}

/**
 * The same sliding window shared by every instance: a sorted set of send times per customer in
 * Redis. While Redis does not answer, this instance's own window applies instead.
 */
export class RedisFloodLimit implements FloodGuard {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly perMinute: number;
  private readonly windowMs: number;
  private readonly fallback: FloodLimit;

  constructor(redis: Redis, prefix: string, perMinute: number, windowMs: number = 60_000) {
    this.redis = redis;
    this.prefix = `${prefix}flood:`;
    this.perMinute = perMinute;
    this.windowMs = windowMs;
    this.fallback = new FloodLimit(perMinute, windowMs);
  }

  async check(customerId: string, now = Date.now()): Promise<void> {
    const key = this.prefix + customerId;
    const send = `${now}:${randomBytes(4).toString('hex')}`;
    let sends: number;
    try {
      const replies = await this.redis
        .multi()
        .zremrangebyscore(key, 0, now - this.windowMs)
        .zadd(key, now, send)
        .zcard(key)
        .pexpire(key, this.windowMs)
        .exec();
      sends = Number(replies?.[2]?.[1]);
      if (!Number.isFinite(sends)) throw new Error('no count');
    } catch {
      return this.fallback.check(customerId, now);
    }
    if (sends <= this.perMinute) return;
    await this.redis.zrem(key, send).catch(() => {});
    throw tooQuickly();
  }
}
