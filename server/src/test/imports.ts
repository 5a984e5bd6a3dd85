import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { multipartBody } from './files.ts';

/** POST /api/conversations/import with one file, as the profile's Import sends it. */
export function importFile(
  app: FastifyInstance,
  cookie: string,
  bytes: Buffer | string,
  name = 'conversations.json',
  type = 'application/json',
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(name, Buffer.from(bytes), type);
  return app.inject({ method: 'POST', url: '/api/conversations/import', payload, headers: { ...headers, cookie } });
}

/** A value as the bytes of a JSON file. */
export const json = (value: unknown) => Buffer.from(JSON.stringify(value));
