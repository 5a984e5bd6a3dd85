import { describe, expect, it } from 'vitest';
import { bulkChatGptExport } from '../../../../e2e/support/chatgpt-export.ts';
import { AppError } from '../../lib/errors.ts';
import { json } from '../../test/imports.ts';
import type { PlannedPart } from './plan-import.ts';
import { ImportReading } from './plan-in-worker.ts';

/** Reading an export in a worker thread (issue 37): what it answers, and how it is bounded. */
const limits = { maxBytes: 64 * 1024 * 1024, maxConversations: 10_000, maxMessages: 10_000 };
const file = json(bulkChatGptExport(200, 5));
const refusal = (error: unknown) => (error instanceof AppError ? { status: error.statusCode, message: error.message } : error);

async function partsOf(bytes: Buffer, bounds?: { heapMb: number; timeMs: number }) {
  const reading = new ImportReading('0123456789abcdef01234567', bytes, limits, new Date(), bounds);
  const parts: PlannedPart[] = [];
  for await (const part of reading.parts()) parts.push(part);
  return { parts, reading };
}

describe('ImportReading', () => {
  it('answers the rows of the file part by part: conversations before their chats, in JSON batches', async () => {
    const { parts, reading } = await partsOf(file);
    const conversations = parts.flatMap((part) => part.conversations);
    expect(conversations).toHaveLength(200);
    expect(conversations[0]!.createdAt).toBeInstanceOf(Date);
    const seen = new Set<string>();
    let rows = 0;
    for (const part of parts) {
      for (const conversation of part.conversations) seen.add(conversation.id);
      const chats = JSON.parse(part.chats) as { conversationId: string }[];
      expect(chats.every((chat) => seen.has(chat.conversationId))).toBe(true);
      rows += chats.length;
    }
    expect(rows).toBe(200 * 5);
    expect(reading.progress).toEqual({ written: file.length, total: file.length });
    expect(reading.skipped).toEqual([]);
  });

  it('passes a refusal of the file on as it was thrown', async () => {
    const error = await partsOf(Buffer.from('not json')).catch(refusal);
    expect(error).toEqual({ status: 400, message: 'This file is not a ChatGPT export or one of ours: it is not JSON.' });
  });

  it('refuses with 413 a file that outgrows its heap or its time, and the server goes on', async () => {
    const tooMuch = { status: 413, message: 'This file holds more than one import can read. Import it in smaller parts.' };
    const big = json(bulkChatGptExport(4000, 5));
    expect(await partsOf(big, { heapMb: 8, timeMs: 60_000 }).catch(refusal)).toEqual(tooMuch);
    expect(await partsOf(big, { heapMb: 1024, timeMs: 1 }).catch(refusal)).toEqual(tooMuch);
    expect((await partsOf(file)).parts.flatMap((part) => part.conversations)).toHaveLength(200);
  });
});
