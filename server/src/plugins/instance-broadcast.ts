import type { FastifyInstance } from 'fastify';
import { disconnectRedis } from './redis.ts';

/**
 * A message every instance hears, this one included: how one instance tells the others that a
 * cache of theirs is stale (a customer's subscriptions after a payment). On a single instance
 * (no REDIS_URL) it is a direct call. While Redis is away the other instances miss the message;
 * each cache bounds the age of its entries for that case.
 */
export function instanceBroadcast(
  app: FastifyInstance,
  channel: string,
  onMessage: (message: string) => void,
): (message: string) => void {
  const redis = app.redis;
  if (!redis) return onMessage;
  const name = `${app.config.redisPrefix}${channel}`;
  const subscriber = redis.duplicate({ maxRetriesPerRequest: null });
  subscriber.on('error', () => {}); // reported by the command connection's own error log
  subscriber.subscribe(name).catch(() => {});
  subscriber.on('message', (from: string, message: string) => {
    if (from === name) onMessage(message);
  });
  app.addHook('onClose', () => disconnectRedis(subscriber));
  return (message) => {
    onMessage(message); // at once here; the others when Redis delivers it
    redis.publish(name, message).catch(() => {});
  };
}
