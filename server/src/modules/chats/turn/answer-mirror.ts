import type { Redis } from 'ioredis';

/**
 * Where the text of answers still streaming is visible to every instance (DESIGN §1 scale-out):
 * a reload or reconnect that lands on another instance gets the text generated so far, and an
 * answer whose instance died is recognisable because its key expires.
 */
export interface AnswerMirror {
  started(chatId: string): void;
  appended(chatId: string, text: string): void;
  finished(chatId: string): void;
  /** Keeps the answers of this instance alive while they run (called periodically). */
  heartbeat(chatIds: string[]): void;
  text(chatId: string): Promise<string | undefined>;
  /** Which of these answers some instance is still generating; undefined when that cannot be told. */
  running(chatIds: string[]): Promise<Set<string> | undefined>;
}

/** An answer counts as running until this long after its instance's last heartbeat. */
export const ALIVE_TTL_MS = 45_000;
export const HEARTBEAT_MS = 15_000;
/** The text so far outlives a dead instance long enough to be saved with the failed chat. */
const TEXT_TTL_MS = 15 * 60_000;

/**
 * The Redis mirror: per answer a text key appended to as deltas arrive, and an "alive" key that
 * only the generating instance's heartbeat keeps from expiring.
 */
export class RedisAnswerMirror implements AnswerMirror {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = `${prefix}answer:`;
  }

  started(chatId: string): void {
    this.redis
      .multi()
      .set(this.key(chatId), '', 'PX', TEXT_TTL_MS)
      .set(this.aliveKey(chatId), '1', 'PX', ALIVE_TTL_MS)
      .exec()
      .catch(ignore);
  }

  appended(chatId: string, text: string): void {
    // One connection keeps the order of appends.
    this.redis.multi().append(this.key(chatId), text).pexpire(this.key(chatId), TEXT_TTL_MS).exec().catch(ignore);
  }

  finished(chatId: string): void {
    this.redis.del(this.key(chatId), this.aliveKey(chatId)).catch(ignore);
  }

  heartbeat(chatIds: string[]): void {
    if (!chatIds.length) return;
    const batch = this.redis.pipeline();
    for (const id of chatIds) batch.pexpire(this.aliveKey(id), ALIVE_TTL_MS);
    batch.exec().catch(ignore);
  }

  async text(chatId: string): Promise<string | undefined> {
    return (await this.redis.get(this.key(chatId)).catch(() => null)) ?? undefined;
  }

  async running(chatIds: string[]): Promise<Set<string> | undefined> {
    if (!chatIds.length) return new Set();
    if (this.redis.status !== 'ready') return undefined;
    try {
      const batch = this.redis.pipeline();
      for (const id of chatIds) batch.exists(this.aliveKey(id));
      const answers = (await batch.exec()) ?? [];
      if (answers.some(([error]) => error)) return undefined;
      return new Set(chatIds.filter((_, index) => answers[index]?.[1] === 1));
    } catch {
      return undefined;
    }
  }

  private key(chatId: string): string {
    return this.prefix + chatId;
  }

  private aliveKey(chatId: string): string {
    return `${this.prefix}${chatId}:alive`;
  }
}

/**
 * One instance without Redis: only this instance can be generating, so what it does not know
 * of is not running anywhere.
 */
export const localOnly: AnswerMirror = {
  started: ignore,
  appended: ignore,
  finished: ignore,
  heartbeat: ignore,
  text: () => Promise.resolve(undefined),
  running: () => Promise.resolve(new Set()),
};

function ignore(): void {}
