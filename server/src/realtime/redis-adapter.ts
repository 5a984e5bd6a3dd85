import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { disconnectRedis } from '../plugins/redis.ts';

/**
 * Room broadcasts (`customer:<id>`, `session:<id>`) reach the sockets of every instance: the
 * adapter publishes on Redis and each instance's subscriber delivers locally (DESIGN §4). The
 * adapter has connections of its own so its failures stay contained.
 */
export function useRedisAdapter(app: FastifyInstance, redis: Redis): void {
  // Publishing fails fast while Redis is away; the local sockets still get the event.
  const publisher = quietly(redis.duplicate({ maxRetriesPerRequest: 1 }), ['publish']);
  // The subscription waits for Redis however long it is away and is renewed on reconnect.
  const subscriber = quietly(redis.duplicate({ maxRetriesPerRequest: null }), [
    'subscribe',
    'psubscribe',
    'unsubscribe',
    'punsubscribe',
  ]);
  app.io.adapter(createAdapter(publisher, subscriber, { key: `${app.config.redisPrefix}socket.io` }));
  app.addHook('onClose', () => Promise.all([disconnectRedis(subscriber), disconnectRedis(publisher)]).then(() => {}));
}

/**
 * The adapter leaves the promises of these calls unhandled, and an unhandled rejection ends a
 * Node process: while Redis is away every broadcast would crash the instance. Their failures are
 * already reported by the command connection's error log, so they are absorbed here.
 */
function quietly<M extends 'publish' | 'subscribe' | 'psubscribe' | 'unsubscribe' | 'punsubscribe'>(
  client: Redis,
  methods: M[],
): Redis {
  client.on('error', () => {});
  for (const method of methods) {
    const call = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [method]: (...args: unknown[]) => {
        const pending = call(...args);
        pending.catch(() => {});
        return pending;
      },
    });
  }
  return client;
}
