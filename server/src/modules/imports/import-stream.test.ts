import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportWriting } from '@chat/protocol';
import { bulkChatGptExport, zip } from '../../../../e2e/support/chatgpt-export.ts';
import { AppError } from '../../lib/errors.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { importFile, json, ourExportFile } from '../../test/imports.ts';
import { ImportRepository } from './repository.ts';
import { ImportService } from './service.ts';

/**
 * A file read as a stream, its parts written as they come (issue 37): a refusal met after some
 * were written, or a reading that dies midway, leaves nothing behind.
 */
const MAX_CONVERSATIONS = 150;
const server = useTestApp({ env: { IMPORT_MAX_CONVERSATIONS: String(MAX_CONVERSATIONS) } });
const limits = { maxBytes: 64 * 1024 * 1024, maxConversations: MAX_CONVERSATIONS, maxMessages: 10_000 };

/** Counts the chat batches written (each a part), writing them all the same. */
function countWrites() {
  const original = ImportRepository.prototype.insertChats;
  const writes = { count: 0 };
  vi.spyOn(ImportRepository.prototype, 'insertChats').mockImplementation(async function (this: ImportRepository, tx, batch) {
    writes.count += 1;
    return original.call(this, tx, batch);
  });
  return writes;
}
afterEach(() => vi.restoreAllMocks());

async function leftOf(customer: TestCustomer) {
  const get = async (url: string) =>
    (await server.app.inject({ url, headers: { cookie: customer.cookie } })).json<{ count: number }>().count;
  return { conversations: await get('/api/conversations'), chats: await get('/api/conversations/chats?limit=1') };
}

describe('an import refused or failed after parts were written', () => {
  it('takes back what it wrote when the conversations past the limit come after a part', async () => {
    const customer = await createSignedInCustomer(server.app);
    const writes = countWrites();
    // 200 conversations of 20 exchanges: the first 100 fill a part (2,000 chats), written before the 151st is met.
    const response = await importFile(server.app, customer.cookie, ourExportFile(200, 20));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'import_too_many',
      message: `This file holds 200 conversations; one import takes at most ${MAX_CONVERSATIONS}.`,
    });
    expect(writes.count).toBeGreaterThanOrEqual(1);
    expect(await leftOf(customer)).toEqual({ conversations: 0, chats: 0 });
  });

  it('takes back what it wrote when the JSON is cut off in the middle (not JSON)', async () => {
    const customer = await createSignedInCustomer(server.app);
    const writes = countWrites();
    const file = ourExportFile(120, 20);
    const response = await importFile(server.app, customer.cookie, file.subarray(0, Math.floor(file.length * 0.9)));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This file is not a ChatGPT export or one of ours: it is not JSON.');
    expect(writes.count).toBeGreaterThanOrEqual(1);
    expect(await leftOf(customer)).toEqual({ conversations: 0, chats: 0 });
  });

  it('takes back what it wrote and answers 413 when the reading dies midway (its heap)', async () => {
    const customer = await createSignedInCustomer(server.app);
    const writes = countWrites();
    // 120 small conversations, then one whose 400,000 messages outgrow the worker's small heap while it is parsed.
    const small = ourExportFile(120, 20).toString();
    const message = { role: 'user', content: 'Again?', createdAt: new Date().toISOString() };
    const huge = JSON.stringify({ name: 'Huge', createdAt: message.createdAt, updatedAt: message.createdAt, messages: [] });
    const file = `${small.slice(0, -2)},${huge.replace('"messages":[]', `"messages":[${Array(400_000).fill(JSON.stringify(message)).join(',')}]`)}]}`;
    const service = new ImportService(new ImportRepository(server.app.database.db), limits, 1, { heapMb: 32, timeMs: 60_000 });
    const error = await service.import(customer.id, Buffer.from(file)).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 413,
      message: 'This file holds more than one import can read. Import it in smaller parts.',
    });
    expect(writes.count).toBeGreaterThanOrEqual(1);
    expect(await leftOf(customer)).toEqual({ conversations: 0, chats: 0 });
  });
});

describe('progress of an import read as a stream', () => {
  it("grows part by part up to the JSON's size inside a ZIP, the whole once written", async () => {
    const customer = await createSignedInCustomer(server.app);
    const conversations = json(bulkChatGptExport(100, 30));
    const seen: ImportWriting[] = [];
    const service = new ImportService(new ImportRepository(server.app.database.db), limits);
    const answer = await service.import(customer.id, zip([['conversations.json', conversations]]), (progress) =>
      seen.push(progress),
    );
    expect(answer).toMatchObject({ imported: 100, messages: 100 * 30 * 2, skipped: [] });
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.every((progress) => progress.total === conversations.length)).toBe(true);
    const written = seen.map((progress) => progress.written);
    expect(written.every((bytes, index) => index === 0 || bytes > written[index - 1]!)).toBe(true);
    expect(written.at(-1)).toBe(conversations.length);
  });
});
