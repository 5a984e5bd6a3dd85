import type { Redis } from 'ioredis';

/**
 * Where the text of answers still streaming is visible to every instance (DESIGN §1 scale-out):
 * a reload or reconnect that lands on another instance gets the text generated so far, fresher
 * than the answer's last checkpoint in the database (answer-checkpoints.ts).
 */
export interface AnswerMirror {
  started(chatId: string): void;
  appended(chatId: string, text: string): void;
  finished(chatId: string): void;
  text(chatId: string): Promise<string | undefined>;
}

/**
 * Only a bound on what a dead instance leaves behind: the text is shown for pending chats only,
 * and its answer is settled from the database's checkpoint within a lease.
 */
const TEXT_TTL_MS = 15 * 60_000;

/** The Redis mirror: per answer a text key appended to as deltas arrive. */
export class RedisAnswerMirror implements AnswerMirror {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = `${prefix}answer:`;
  }

  started(chatId: string): void {
    this.redis.set(this.key(chatId), '', 'PX', TEXT_TTL_MS).catch(ignore);
  }

  appended(chatId: string, text: string): void {
    // One connection keeps the order of appends.
    this.redis.multi().append(this.key(chatId), text).pexpire(this.key(chatId), TEXT_TTL_MS).exec().catch(ignore);
  }

  finished(chatId: string): void {
    this.redis.del(this.key(chatId)).catch(ignore);
  }

  async text(chatId: string): Promise<string | undefined> {
    return (await this.redis.get(this.key(chatId)).catch(() => null)) ?? undefined;
  }

  private key(chatId: string): string {
    return this.prefix + chatId;
  }
}

/** One instance without Redis: what this instance does not stream is streamed nowhere. */
export const localOnly: AnswerMirror = {
  started: ignore,
  appended: ignore,
  finished: ignore,
  text: () => Promise.resolve(undefined),
};

function ignore(): void {}
