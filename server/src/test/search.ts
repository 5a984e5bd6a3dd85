import type { SearchResponse } from '@chat/protocol';
import type { FastifyInstance } from 'fastify';
import { chats } from '../db/schema.ts';
import { clientId } from './chat-ids.ts';
import { client } from './http.ts';
import type { TestCustomer } from './customers.ts';

/** One exchange written straight to the table, as every insert path does (the trigger indexes it). */
export async function insertChat(
  app: FastifyInstance,
  customerId: string,
  question: string,
  answer: string,
  fields: { conversationId?: string; createdAt?: Date; status?: 'pending' | 'done' } = {},
): Promise<string> {
  const id = clientId();
  await app.database.db.insert(chats).values({
    id,
    customerId,
    conversationId: fields.conversationId ?? null,
    input: { role: 'user', content: question, files: [] },
    output: { role: 'assistant', content: answer, files: [] },
    provider: 'openai',
    model: 'gpt-4o-mini',
    status: fields.status ?? 'done',
    ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
  });
  return id;
}

/** GET /api/search as the customer; the answer's status and body. */
export async function search(app: FastifyInstance, owner: TestCustomer, q: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ q, ...extra }).toString();
  const response = await client(app).get(`/api/search?${query}`, owner.cookie);
  return { status: response.statusCode, body: response.json<SearchResponse & { message?: string }>() };
}

/** The snippet's marked words, lower-cased. */
export const marked = (hit: SearchResponse['hits'][number]) =>
  hit.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase());
