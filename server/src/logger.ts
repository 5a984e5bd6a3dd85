import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** pino, pretty in development; never logs cookies, tokens or credentials (ASVS 16.2.5). */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.code', '*.token'],
      censor: '[redacted]',
    },
    ...(config.env === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
