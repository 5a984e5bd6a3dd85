import rateLimit from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The per-customer budget of state-changing calls: `handle` (lib/endpoint.ts) runs it after
     * the session check on every customer write route that sets no limit of its own.
     */
    limitCustomerWrites: preHandlerAsyncHookHandler;
  }
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`), keyed by client IP unless the route says
 * otherwise, and kept in Redis when there is one; the answer is a 429 `{message, code:
 * 'rate_limited'}` with Retry-After, which the client shows as "Error 429: …" (§8).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Shared across instances when Redis is configured; a Redis outage lets requests through
    // rather than locking every customer out.
    ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redisPrefix}rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
    }),
  });
  app.decorate(
    'limitCustomerWrites',
    // One limiter, so one counter per customer over every write route (and every instance with
    // Redis), whatever address the calls come from: a person's pace, not a script's (ASVS 2.4.1).
    app.rateLimit({
      max: app.config.limits.writesPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `writes:${request.customer?.id ?? request.ip}`,
    }),
  );
}

/** The server's English text; the web shows it in the interface language (lib/server-messages.ts). */
const tooManyRequests = (seconds: number) =>
  `Too many requests. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;

/** Per-IP limits of the sign-in family of routes (ASVS 2.4.1, 6.6.3), scaled by RATE_LIMIT_MULTIPLIER. */
export function authLimits(multiplier: number) {
  const perMinute = (max: number) => ({ max: max * multiplier, timeWindow: '1 minute' });
  return { sendCode: perMinute(10), enterCode: perMinute(20), password: perMinute(20) };
}

/**
 * A per-customer limit for a customer route's own `config.rateLimit` (it takes the place of any
 * general limit): keyed by the signed-in customer, whose session check runs before it, so one
 * person is limited wherever they connect from and a shared address limits nobody else.
 * `max` a minute (or `per`), scaled by RATE_LIMIT_MULTIPLIER; the 429 says in seconds how long to wait.
 * The counters are the route's own: two routes with this limit never share one.
 */
export function perCustomerLimit(
  max: number,
  multiplier: number,
  message: (waitSeconds: number) => string = tooManyRequests,
  per = '1 minute',
): RateLimitOptions {
  return {
    max: max * multiplier,
    timeWindow: per,
    keyGenerator: (request: FastifyRequest) => `customer:${request.customer?.id ?? request.ip}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: message(Math.max(1, Math.ceil(context.ttl / 1000))),
    }),
  };
}
