import { describe, expect, it } from 'vitest';
import { bulkChatGptExport } from '../../../../e2e/support/chatgpt-export.ts';
import { AppError } from '../../lib/errors.ts';
import { json } from '../../test/imports.ts';
import { planInWorker } from './plan-in-worker.ts';

/** Reading an export in a worker thread (issue 37): what it answers, and how it is bounded. */
const limits = { maxBytes: 64 * 1024 * 1024, maxConversations: 10_000, maxMessages: 10_000 };
const file = json(bulkChatGptExport(200, 5));
const refusal = (error: unknown) => (error instanceof AppError ? { status: error.statusCode, message: error.message } : error);

describe('planInWorker', () => {
  it('answers the rows of the file: conversations, chats in JSON batches, their ids and count', async () => {
    const planned = await planInWorker('0123456789abcdef01234567', file, limits, new Date());
    expect(planned.conversations).toHaveLength(200);
    expect(planned.conversations[0]!.createdAt).toBeInstanceOf(Date);
    const chats = planned.chatBatches.flatMap((batch) => JSON.parse(batch) as { id: string }[]);
    expect(chats.map((chat) => chat.id)).toEqual(planned.chatIds);
    expect(planned.messages).toBe(200 * 5 * 2);
  });

  it('passes a refusal of the file on as it was thrown', async () => {
    const error = await planInWorker('0123456789abcdef01234567', Buffer.from('not json'), limits, new Date()).catch(refusal);
    expect(error).toEqual({ status: 400, message: 'This file is not a ChatGPT export or one of ours: it is not JSON.' });
  });

  it('refuses with 413 a file that outgrows its heap or its time, and the server goes on', async () => {
    const tooMuch = { status: 413, message: 'This file holds more than one import can read. Import it in smaller parts.' };
    const big = json(bulkChatGptExport(4000, 5));
    expect(
      await planInWorker('0123456789abcdef01234567', big, limits, new Date(), { heapMb: 8, timeMs: 60_000 }).catch(refusal),
    ).toEqual(tooMuch);
    expect(
      await planInWorker('0123456789abcdef01234567', big, limits, new Date(), { heapMb: 1024, timeMs: 1 }).catch(refusal),
    ).toEqual(tooMuch);
    expect((await planInWorker('0123456789abcdef01234567', file, limits, new Date())).conversations).toHaveLength(200);
  });
});
