import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis when REDIS_URL is set (several instances); undefined on a single instance. */
    redis: Redis | undefined;
  }
}

/**
 * One command connection per instance (rate limits, readiness), plus the publish/subscribe pair the
 * socket.io adapter makes from it. While Redis is away, ioredis keeps reconnecting; rate limits
 * fail open (skipOnError) and socket events still reach the sockets of this instance.
 */
export async function registerRedis(app: FastifyInstance): Promise<void> {
  const url = app.config.redisUrl;
  const redis = url ? await connectRedis(url, app) : undefined;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', () => disconnectRedis(redis));
}

/** ioredis is loaded only when REDIS_URL is set (a single instance never needs it). */
export async function connectRedis(url: string, app: FastifyInstance): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    // Commands fail fast while Redis is down instead of queueing without bound.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let lastWarning = 0;
  redis.on('error', (error: Error) => {
    // ioredis reports every failed reconnect; one line every 10 s is enough for an operator.
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    app.log.warn({ err: error }, 'Redis unavailable; continuing on this instance alone');
  });
  return redis;
}

/** QUIT when connected (pending replies arrive first); otherwise drop the reconnect loop at once. */
export async function disconnectRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') return redis.disconnect();
  await redis.quit().catch(() => redis.disconnect());
}
