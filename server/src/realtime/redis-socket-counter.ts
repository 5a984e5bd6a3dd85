import type { Redis } from 'ioredis';
import { LocalSocketCounter, type CapExceeded, type SocketCaps, type SocketCounter, type SocketSlot } from './socket-counter.ts';

/**
 * Takes a slot in both sorted sets, or none: each member is a socket id scored with the moment its
 * lease ends, and members past it are dropped before counting. A Lua script, so two handshakes on
 * two instances cannot both take the last slot.
 * KEYS: the customer's set, the network's set. ARGV: now, lease end, socket id, the two caps, lease ms.
 */
const ACQUIRE = `
for i = 1, 2 do redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', ARGV[1]) end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 1 end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 2 end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], ARGV[2], ARGV[3])
  redis.call('PEXPIRE', KEYS[i], ARGV[6])
end
return 0
`;

type AcquireCommand = (customerKey: string, addressKey: string, ...args: (string | number)[]) => Promise<number>;

export interface RedisSocketCounterOptions {
  /** How long a slot lives unless renewed; this instance renews its own every third of it. */
  leaseMs?: number;
  now?: () => number;
}

/**
 * Socket counts shared by every instance. A crashed instance cannot lock a customer out: its
 * slots are leases that nobody renews, so they lapse within `leaseMs` (a minute) and the next
 * handshake drops them. A closed socket gives its slot back at once. While Redis does not answer,
 * this instance's own counts apply (as the rate limits, failing open rather than refusing everyone).
 */
export class RedisSocketCounter implements SocketCounter {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly caps: SocketCaps;
  private readonly leaseMs: number;
  private readonly now: () => number;
  private readonly local: LocalSocketCounter;
  /** The slots this instance holds in Redis, whose leases it renews. */
  private readonly held = new Map<string, SocketSlot>();
  private readonly renewal: NodeJS.Timeout;

  constructor(redis: Redis, prefix: string, caps: SocketCaps, options: RedisSocketCounterOptions = {}) {
    this.redis = redis;
    this.prefix = `${prefix}sockets:`;
    this.caps = caps;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.local = new LocalSocketCounter(caps);
    if (!('acquireSocketSlot' in redis)) redis.defineCommand('acquireSocketSlot', { numberOfKeys: 2, lua: ACQUIRE });
    this.renewal = setInterval(() => void this.renew(), this.leaseMs / 3).unref();
  }

  async acquire(slot: SocketSlot): Promise<CapExceeded | undefined> {
    const now = this.now();
    const acquire = (this.redis as unknown as { acquireSocketSlot: AcquireCommand }).acquireSocketSlot.bind(this.redis);
    let result: number;
    try {
      const { customer, address } = this.keys(slot);
      const { perCustomer, perAddress } = this.caps;
      result = Number(
        await acquire(customer, address, now, now + this.leaseMs, slot.socketId, perCustomer, perAddress, this.leaseMs),
      );
    } catch {
      return this.local.acquire(slot);
    }
    if (result === 1) return 'customer';
    if (result === 2) return 'address';
    this.held.set(slot.socketId, slot);
    return undefined;
  }

  release(slot: SocketSlot): void {
    this.local.release(slot);
    if (!this.held.delete(slot.socketId)) return;
    const { customer, address } = this.keys(slot);
    void this.redis
      .multi()
      .zrem(customer, slot.socketId)
      .zrem(address, slot.socketId)
      .exec()
      .catch(() => {});
  }

  /** Extends the lease of every slot this instance holds; one that lapsed meanwhile stays gone (XX). */
  async renew(): Promise<void> {
    if (this.held.size === 0) return;
    const until = this.now() + this.leaseMs;
    const pipeline = this.redis.pipeline();
    // A customer's or a network's key holds many of this instance's slots: each key's expiry is set once.
    const keys = new Set<string>();
    for (const slot of this.held.values())
      for (const key of Object.values(this.keys(slot))) {
        pipeline.zadd(key, 'XX', until, slot.socketId);
        keys.add(key);
      }
    for (const key of keys) pipeline.pexpire(key, this.leaseMs);
    await pipeline.exec().catch(() => {});
  }

  close(): void {
    clearInterval(this.renewal);
  }

  private keys({ customerId, address }: SocketSlot) {
    return { customer: `${this.prefix}customer:${customerId}`, address: `${this.prefix}address:${address}` };
  }
}
