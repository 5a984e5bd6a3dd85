import { EXPORT_FORMAT } from '@chat/protocol';
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

/** One of our exports, as a file: `count` conversations of `turns` exchanges, all dated yesterday. */
export function ourExportFile(count: number, turns: number): Buffer {
  const at = new Date(Date.now() - 86_400_000).toISOString();
  return json({
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: at,
    conversations: Array.from({ length: count }, (_, index) => ({
      name: `Bulk ${index}`,
      createdAt: at,
      updatedAt: at,
      messages: Array.from({ length: turns }, (_, turn) => [
        { role: 'user', content: `Question ${turn}`, createdAt: at },
        { role: 'assistant', content: `Answer ${turn}`, createdAt: at },
      ]).flat(),
    })),
  });
}
