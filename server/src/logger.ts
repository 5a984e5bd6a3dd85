import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { serializeError } from './lib/redact-error.ts';

/**
 * pino, pretty in development on a terminal; never logs cookies, tokens or credentials (ASVS
 * 16.2.5). pino-pretty runs in this thread (loaded only then), not as pino's transport in a worker
 * thread of its own: that thread cost memory and start-up time, and its lines came after what
 * `npm start` printed once the server was ready.
 */
export async function loggerOptions(config: Config): Promise<FastifyServerOptions['logger']> {
  const options = {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.code', '*.token'],
      censor: '[redacted]',
    },
    // A failed query's values (customer text) never reach the log, whoever logs the error.
    serializers: { err: serializeError },
  };
  if (config.env !== 'development' || !process.stdout.isTTY) return options;
  const { default: pretty } = await import('pino-pretty');
  return { ...options, stream: pretty({ translateTime: 'HH:MM:ss', ignore: 'pid,hostname', sync: true }) };
}
