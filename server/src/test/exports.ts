import { exportDocumentSchema, type ExportDocument } from '@chat/protocol';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { chats, conversations, type StoredMessageFile } from '../db/schema.ts';
import { clientId } from './chat-ids.ts';

/** A conversation written straight to the database (null name: the general chat); its id. */
export async function seedConversation(
  app: FastifyInstance,
  customerId: string,
  name: string | null,
  exchanges: { question: string; answer?: string; files?: StoredMessageFile[]; status?: 'done' | 'error' }[],
): Promise<string | null> {
  const conversationId = name === null ? null : clientId();
  if (conversationId) await app.database.db.insert(conversations).values({ id: conversationId, customerId, name: name! });
  // One exchange a millisecond apart, oldest first, as they were written.
  const start = Date.now() - exchanges.length * 1000;
  if (exchanges.length)
    await app.database.db.insert(chats).values(
      exchanges.map((exchange, index) => ({
        id: clientId(),
        customerId,
        conversationId,
        input: { role: 'user' as const, content: exchange.question, files: exchange.files ?? [] },
        output: exchange.answer === undefined ? null : { role: 'assistant' as const, content: exchange.answer, files: [] },
        provider: 'demo',
        model: 'offline-demo',
        status: exchange.status ?? 'done',
        createdAt: new Date(start + index * 1000),
      })),
    );
  return conversationId;
}

/** A ZIP's entries by name, as text. */
export function unzipText(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
}

/** Our JSON, checked against the format's schema. */
export const parseExport = (text: string): ExportDocument => exportDocumentSchema.parse(JSON.parse(text));
